// Code that looks like a cycle, a captive dependency and a flow resolved from the root, but only in
// comments, strings, multi-line and raw strings: the app's debug help screen documents the mistakes.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class HelpText: Sendable {
    let lines: [String]
    init(lines: [String]) { self.lines = lines }
}

struct HelpTextKey: InjectionKey {
    static func make(_ values: InjectedValues) -> HelpText {
        // A cycle would be: values[HelpTextKey.self]
        /* nested /* comment */ values[HelpTextKey.self] */
        let cycle = "values[HelpTextKey.self]"
        let captive = """
            registry.register(HelpTextKey.self, .singleton) { values in values[SessionKey.self] }
            """
        let raw = #"factory.session and "\(values.session)" stay text"#
        return HelpText(lines: [cycle, captive, raw])
    }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> String { "session" }
}
extension InjectedValues {
    var session: String { self[SessionKey.self] }
}

struct HelpAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(HelpTextKey.self, .singleton)
    }
}

let factory = Factory(HelpAssembly())
let help = factory[HelpTextKey.self]
precondition(help.lines.count == 3 && help.lines[2].contains("factory.session"))
let explanation = "let factory = Factory(HelpAssembly()); factory.session"
precondition(!explanation.isEmpty)
