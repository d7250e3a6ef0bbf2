/// `base.member`, or `.member` with no base (an implicit member: `.singleton`, `.when(…)`'s `.test`).
struct MemberAccess {
    /// What the member is read from; nil for an implicit member.
    let base: Expression?
    let member: Word
    /// Whether the base is written with generic arguments (`Box<Int>.make`).
    var isSpecialised = false
}
