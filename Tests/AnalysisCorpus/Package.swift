// swift-tools-version: 6.0
// The analysis corpus: app-shaped programs, one executable target each, judged by `rivet check` and by
// running them (see README.md and .ci/check-corpus). No build plugin: error programs must still compile.
import PackageDescription

// One executable target per folder of Sources/, listed by hand (SwiftPM caches the manifest, so a listing
// of the folder would miss new programs); .ci/check-corpus fails when a folder is missing here.
let programs = [
    "ErrCaptiveDirect",
    "ErrCaptiveInjectedProperty",
    "ErrCaptiveKeyMake",
    "ErrCaptiveLaterAssembly",
    "ErrCaptiveMainActor",
    "ErrCaptiveNestedKeys",
    "ErrCaptiveThroughGraph",
    "ErrCaptiveThroughTransient",
    "ErrComposedAssemblyCaptive",
    "ErrComposedAssemblyCycle",
    "ErrConditionalIfCaptive",
    "ErrConditionalIfCycle",
    "ErrConditionalIfDebugCaptive",
    "ErrConditionalSwitchCaptive",
    "ErrCycleAccessors",
    "ErrCycleAcrossFiles",
    "ErrCycleDirect",
    "ErrCycleInFlow",
    "ErrCycleInjectedProperty",
    "ErrCycleLongRing",
    "ErrCycleMainActor",
    "ErrCycleNestedKeys",
    "ErrCycleRegistrationClosure",
    "ErrCycleSelf",
    "ErrDuplicateLifecycles",
    "ErrDuplicateMainActor",
    "ErrDuplicateNestedKey",
    "ErrDuplicateSingletonThenClosure",
    "ErrFlowFromRootAccessor",
    "ErrFlowFromRootInFunction",
    "ErrFlowFromRootNestedKey",
    "ErrFlowFromRootThroughTransient",
    "ErrFlowFromRootTwoTransients",
    "ErrFlowFromRootTypedConstant",
    "ErrFlowOnlyTrap",
    "ErrHelperFunctionCaptive",
    "ErrHelperFunctionCycle",
    "ErrMissingFromMake",
    "ErrMissingFromRoot",
    "ErrMissingInjected",
    "ErrMissingLazyInjected",
    "ErrMissingNestedInterface",
    "ErrMissingOnlyInFlowAssembly",
    "ErrMissingOnlyInUnusedAssembly",
    "ErrMissingRegistrationClosure",
    "ErrWeakSingletonCaptive",
    "OkConditionalResolutionInClosure",
    "OkFlowsResolveFlowKeys",
    "OkGenericHelpers",
    "OkIfDefAroundUnrelated",
    "OkLazyBreaksCycle",
    "OkLoginFlowCoordinator",
    "OkMainActorKeys",
    "OkSameKeyNameInTwoEnums",
    "OkTestAssemblyOverrides",
    "OkUsersApp",
]

let package = Package(
    name: "AnalysisCorpus",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [.package(name: "Rivet", path: "../..")],
    targets: programs.map { name in
        .executableTarget(name: name, dependencies: [.product(name: "Rivet", package: "Rivet")])
    },
    swiftLanguageModes: [.v6]
)
