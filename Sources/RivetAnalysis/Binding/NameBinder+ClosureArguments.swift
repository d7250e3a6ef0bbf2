extension NameBinder {
    /// What the parameter at `position` of a trailing closure passed to `call` may hold, when the function called
    /// (one of the sources) only calls the closure it is given, with the arguments it passes there
    /// (`func runCheckout(_ story: (Factory) -> R) -> R { story(factory.beginFlow(A())) }`); nil otherwise.
    func closureArgument(_ position: Int, of call: Call, in file: Int, depth: Int) -> Bound? {
        guard call.trailingClosures.count == 1, let name = call.name else { return nil }
        var candidates = functions(named: name.text).filter { Self.matches(call, $0.function) }
        if candidates.count > 1, let own = calledMethod(call, in: file, among: candidates) { candidates = [own] }
        guard candidates.count == 1, let parameter = candidates[0].function.parameters.last, let body = candidates[0].function.body,
            let view = index.syntax(candidates[0].file)?.view
        else { return nil }
        guard depth > 0 else { return .stopped("`\(parameter.name.text)`'s argument, passed more than \(Self.callDepth) calls up") }
        var found = Bound()
        var calls = 0
        for anchor in (body.brace + 1)..<min(body.close, view.count) where view.text(anchor) == parameter.name.text && view.kind(anchor - 1) != .dot {
            // Only called: a closure stored or passed on may be called with anything.
            guard view.kind(anchor + 1) == .leftParen else { return nil }
            let given = Call(view: view, nameAnchor: anchor, open: anchor + 1).arguments
            guard position < given.count else { return nil }
            found.formUnion(value(of: given[position].value, in: candidates[0].file, depth: depth - 1))
            calls += 1
        }
        return calls > 0 ? found : nil
    }
}
