import Rivet

// FromFactory.md, "Contexts": what `.onPreview`, `.onDebug` and `.onArg` chose at run time, an app chooses
// with the assemblies it builds its factory from.

struct PreviewAccountsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AccountsLoaderKey.self) { _ in MockAccountsLoader(["Preview"]) }
    }
}

/// The app's factory, as its launch code builds it: later assemblies override earlier ones.
func makeAccountsFactory(launchArguments: [String]) -> Factory {
    var assemblies: [any Assembly] = [AccountsAssembly()]
    if launchArguments.contains("-mockAccounts") {
        assemblies.append(PreviewAccountsAssembly())
    }
    return Factory(assemblies: assemblies)
}
