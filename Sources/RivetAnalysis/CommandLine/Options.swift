/// A bad command line: what is wrong with it.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// The options after the command's name, parsed by hand.
struct Options {
    var paths: [String] = []
    var contextPaths: [String] = []
    var format = GraphFormat.mermaid
    /// explain: the format of the explanation.
    var explanationFormat = ExplanationFormat.text
    /// explain: the key to explain, the first argument that is not an option.
    var keyName: String?
    var output: String?
    var generate: String?
    var isPartial = false
    /// check: the sources are a test target's (`--test-target`, set by the build plugin).
    var isTestTarget = false
    var showsStatistics = false
    /// check: list each resolution site the analysis could not attribute, in place of the grouped notes.
    var listsUnattributed = false
    /// check, from the build plugin: the target checked and the local targets it depends on, so that a
    /// problem a dependency's own check reports is not printed again.
    var reporting = DependencyReporting()
    var wantsHelp = false

    /// - Parameters:
    ///   - arguments: What follows the command's name.
    ///   - command: The command's name, which decides what `--format` accepts and whether the first
    ///     argument is a key (`explain`).
    init(_ arguments: [String], command: String = "") throws {
        var remaining = arguments[...]
        let isExplain = command == "explain"
        func value(for option: String) throws -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--format":
                let name = try value(for: argument)
                if isExplain {
                    guard let format = ExplanationFormat(rawValue: name) else {
                        throw UsageError("unknown format `\(name)`: use text or mermaid")
                    }
                    explanationFormat = format
                    continue
                }
                guard let format = GraphFormat(rawValue: name) else {
                    throw UsageError("unknown format `\(name)`: use mermaid or dot")
                }
                self.format = format
            case "--output", "-o": output = try value(for: argument)
            case "--generate": generate = try value(for: argument)
            case "--context": contextPaths.append(try value(for: argument))
            case "--partial": isPartial = true
            case "--test-target": isTestTarget = true
            case "--target": reporting.target = try value(for: argument)
            case "--plugin-outputs": reporting.pluginOutputs = try value(for: argument)
            case "--dependency-target":
                reporting.dependencies.append(DependencyReporting.Dependency(
                    name: try value(for: argument), dependencies: try value(for: argument), directory: try value(for: argument)
                ))
            case "--dependent-target": reporting.dependents.append(try value(for: argument))
            case "--stats": showsStatistics = true
            case "--unattributed": listsUnattributed = true
            case "-h", "--help": wantsHelp = true
            case "--":
                if isExplain, keyName == nil { keyName = remaining.popFirst() }
                paths.append(contentsOf: remaining)
                remaining = []
            default:
                if argument.hasPrefix("-") { throw UsageError("unknown option `\(argument)`") }
                if isExplain, keyName == nil { keyName = argument } else { paths.append(argument) }
            }
        }
    }
}
