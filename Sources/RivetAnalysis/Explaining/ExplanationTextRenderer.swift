
/// Writes an explanation as plain text for a terminal: the key's declaration, then one headed section
/// each for its registrations, the one in force in each factory and flow, who resolves it, the chains
/// that reach it and what it resolves. Every place is `path:line`, with the path as given.
struct ExplanationTextRenderer {
    let explanation: KeyExplanation
    let places: Places

    func render() -> String {
        [declaration(), registered(), contributed(), hooked(), inForce(), resolvedBy(), chains(), resolves()]
            .filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    private var name: String { explanation.entry.declaration.qualifiedName ?? explanation.entry.name }

    private func declaration() -> [String] {
        let entry = explanation.entry
        let declaration = entry.declaration
        var kind = declaration.kind.protocolName
            ?? (declaration.isInterface ? RivetWord.interfaceKey : declaration.isAsync ? .asyncInjectionKey : .injectionKey).rawValue
        if declaration.isBothKinds { kind += " and " + RivetWord.parameterizedKey.rawValue }
        var lines = ["\(name) (\(kind)) at \(places.name(declaration.location))"]
        if let make = entry.make {
            let form = make.isAsync ? " (async)" : make.hasArgument ? " (with an argument)" : ""
            lines.append("  make: its own\(form), at \(places.name(make.location))")
        } else if entry.isMakeUnread {
            lines.append("  make: not read (none in these sources, or more than one)")
        } else if entry.kind.isCollection {
            lines.append("  make: its protocol's (no elements): the contributions make the collection")
        } else {
            lines.append("  make: none (an interface key: a registration must supply the value)")
        }
        lines.append("  isolation: " + (declaration.isMainActor ? "main actor" : "none (not main-actor)"))
        let accessors = explanation.accessors.map { $0.name + ($0.isGenerated ? " (generated)" : $0.isDerived ? " (derives a value)" : "") }
        if entry.kind == .parameterized {
            lines.append("  accessors: none (resolved with its argument: factory[\(entry.name).self, argument])")
        } else {
            lines.append("  accessors: " + (accessors.isEmpty ? "none" : accessors.joined(separator: ", ")))
        }
        return lines
    }

    private func registered() -> [String] {
        var lines = ["Registered"]
        for build in explanation.builds {
            switch build.source {
            case .make:
                continue
            case .registration(let registration):
                let by = registration.assembly.map { "by \($0)" } ?? "outside an assembly"
                lines.append("  \(places.name(registration.location))  \(explanation.lifecycle(registration)), \(by)"
                    + Self.paths(of: registration))
            case .override(let override):
                lines.append("  \(places.name(override.location))  override, \(explanation.lifecycle(override))")
            case .contribution, .hook:
                continue
            }
        }
        if lines.count == 1 {
            let outcome = explanation.entry.kind.isCollection ? "the contributions in force" : explanation.unregisteredOutcome
            lines.append("  nowhere: without a registration it is \(outcome)")
        }
        return lines
    }

    /// When a registration runs, if not always: the branch arms it is in, or "on some paths only".
    static func paths(of registration: Registration) -> String {
        if registration.isConditional { return ", on some paths only" }
        if registration.conditions.isEmpty { return "" }
        return ", only when " + registration.conditions.map(\.label).joined(separator: " and ")
    }

    private func inForce() -> [String] {
        var lines = ["In force"]
        for found in explanation.inForce {
            lines.append("  \(places.name(found.construction.location))  \(found.label): \(outcome(found))")
        }
        if explanation.inForce.isEmpty {
            lines.append("  no Factory(…) or beginFlow(…) in these sources; with no registration: \(explanation.unregisteredOutcome)")
        }
        if !explanation.entry.overrides.isEmpty {
            lines.append("  an override replaces it in the factory it is made on, and in that factory's flows that do not register the key")
        }
        return lines
    }

    private func outcome(_ found: InForce) -> String {
        var text: String
        switch found.outcome {
        case .registered(let registration, let assembly):
            let by = registration.assembly.map { $0 == assembly ? $0 : "\($0), through \(assembly)" } ?? assembly
            text = "\(explanation.lifecycle(registration)), registered by \(by) (\(places.name(registration.location)))"
        case .unregistered:
            if found.construction.isFlow {
                let own = found.construction.assemblies?.isEmpty == true ? "no assembly of its own" : "its assemblies do not register it"
                text = "\(own); as in the factory it is begun from"
            } else {
                text = "no assembly registers it: \(explanation.unregisteredOutcome)"
            }
        case .contributed(let contributions):
            let list = contributions.map { contribution, assembly in
                let by = contribution.assembly.map { $0 == assembly ? $0 : "\($0), through \(assembly)" } ?? assembly
                return "by \(by) (\(places.name(contribution.location)))"
            }
            let count = contributions.count == 1 ? "1 contribution" : "\(contributions.count) contributions"
            text = found.construction.isFlow
                ? "\(count) of its own, added to those of the factory it is begun from: " + list.joined(separator: ", ")
                : "built from \(count): " + list.joined(separator: ", ")
        case .unknown(let reason):
            text = "cannot tell: \(reason)"
        }
        for (registration, _) in found.conditional {
            let what = registration.contribution != nil ? "the contribution" : "the registration"
            text += "; or, when it runs, \(what) at \(places.name(registration.location))"
                + (registration.isRegistration ? " (\(explanation.lifecycle(registration)))" : "")
        }
        for (hook, _) in found.hooks {
            text += "; \(hook.hook?.rawValue ?? "hook") at \(places.name(hook.location))"
        }
        return text
    }

    private func resolvedBy() -> [String] {
        var lines = ["Resolved by"]
        for dependent in explanation.dependents {
            let owner = explanation.program.keys[dependent.key].displayName
            let build = explanation.label(dependent.build).replacingFirst("its", with: "\(owner)'s")
            lines.append("  \(places.name(dependent.resolution.location))  \(build): \(explanation.written(dependent.resolution))")
        }
        for injection in explanation.injections {
            lines.append("  \(places.name(injection.location))  \(injection.label)" + (injection.host.map { " in \($0)" } ?? ""))
        }
        for (construction, resolution) in explanation.constantUses {
            let receiver = construction.variable ?? "factory"
            lines.append("  \(places.name(resolution.location))  \(explanation.written(resolution, receiver: receiver)), "
                + "on \(InForce(construction, key: explanation.key, program: explanation.program).label)")
        }
        for (read, scopes) in explanation.followed {
            let labels = scopes.map { InForce($0, key: explanation.key, program: explanation.program).label }
            lines.append("  \(places.name(read.location))  \(read.text), in \(labels.joined(separator: " or "))")
        }
        if lines.count == 1 { lines.append("  nothing the analysis read") }
        return lines
    }

    private func chains() -> [String] {
        let (shortest, count) = explanation.chains
        var lines = ["Chains that reach it" + (count > shortest.count ? " (the \(shortest.count) shortest of \(count))" : "")]
        for chain in shortest {
            let keys = chain.keys.map { explanation.program.keys[$0].displayName }
            lines.append("  " + RivetError.arrow([explanation.start(of: chain, places: places)].compactMap { $0 } + keys))
        }
        if shortest.isEmpty { lines.append("  none: nothing the analysis read resolves it") }
        return lines
    }

    private func resolves() -> [String] {
        var lines = ["Resolves"]
        for (build, keys) in explanation.dependencies {
            let place = build.location.map { " (\(places.name($0)))" } ?? ""
            let head = "  \(explanation.label(build))\(place)"
            switch build.code {
            case .usesMake where explanation.entry.kind.isCollection:
                lines.append(head + ": the contributions in force, or no elements")
            case .usesMake:
                lines.append(head + ": builds with its make")
            case .unread:
                lines.append(head + ": code the analysis cannot read")
            case .resolutions:
                let keys = keys ?? []
                lines.append(head + (keys.isEmpty ? ": nothing" : ""))
                for (key, resolution) in keys {
                    lines.append("    \(places.name(resolution.location))  \(explanation.program.keys[key].displayName): \(explanation.written(resolution))")
                }
            }
        }
        if lines.count == 1 { lines.append("  nothing: it has no make and no registration") }
        return lines
    }
}

extension String {
    /// `self` with its first `target` replaced, when it starts with it.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        hasPrefix(target) ? replacement + dropFirst(target.count) : self
    }
}
