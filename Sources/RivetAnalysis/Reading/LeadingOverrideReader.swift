/// Reads the overrides made first through a root factory constant: `app.override(K.self) { … }` statements
/// right after `let app = Factory(…)` (or after one another), in the same block and `#if` clause, before any
/// other use of `app`. Nothing can resolve through the factory before they run, so its assemblies' builders
/// of those keys never run in it or its flows (``UnreachedCode`` judges whether that holds for the whole
/// program).
struct LeadingOverrideReader {
    let syntax: SyntaxFile

    /// Where the key of each override made first is, as its registration records it: those made at the
    /// constant's level, and those made inside an arm of an `if` chain at that level, with the arm.
    ///
    /// - Parameters:
    ///   - constant: The constant's name where it is declared.
    ///   - start: The first token of the code that may use it.
    ///   - uses: Where its name is used (not after a dot), in order.
    func overrides(through constant: Word, from start: Int, uses: [Word]) -> (leading: [SourceLocation], conditional: [SourceLocation: BranchArm]) {
        var leading: [SourceLocation] = []
        var conditional: [SourceLocation: BranchArm] = [:]
        var previousEnd = start
        var inArm: (block: Block, arm: BranchArm)?
        for use in uses[uses.partitionPoint { $0.anchor >= start }...] {
            // A use inside an override's closure runs only when the key is built, after the override.
            if use.anchor < previousEnd { continue }
            if let current = inArm, !current.block.contains(use) { inArm = nil }
            if inArm == nil, use.scope != constant.scope { inArm = arm(around: use, at: constant.scope) }
            guard use.scope == inArm?.block.brace ?? constant.scope, use.compilationDepth == constant.compilationDepth, use.startsStatement,
                let call = use.memberAfter?.call, case .registration(let written)? = RegistrationReader.read(call),
                written.isOverride, !written.isForeign, call.endsStatement
            else { break }
            let location = syntax.location(of: written.keyExpression)
            if let inArm { conditional[location] = inArm.arm } else { leading.append(location) }
            previousEnd = call.end
        }
        return (leading, conditional)
    }

    /// The arm of an `if` / `else` chain, written as a statement at `scope`, whose block `use` is directly in,
    /// with how messages name each arm of the chain.
    private func arm(around use: Word, at scope: Int) -> (block: Block, arm: BranchArm)? {
        guard let block = use.block, Int(block.view.enclosingBrace[block.brace]) == scope, let keyword = block.conditionalKeyword,
            !keyword.is("switch"), let head = IfChain.head(of: keyword), head.startsStatement, head.compilationDepth == use.compilationDepth,
            let chain = IfChain(head: head), let arm = chain.blocks.firstIndex(where: { $0.brace == block.brace })
        else { return nil }
        let labels = BranchReader.chainLabels(chain.conditions.map(\.quoted)) { $0 }
        return (block, BranchArm(point: syntax.location(of: head), arm: arm, labels: labels))
    }
}
