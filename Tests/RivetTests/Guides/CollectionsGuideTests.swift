import Rivet
import RivetTesting
import Testing

// Documentation/Collections.md quotes these tests; the app code they build
// is in Settings.swift.

@Suite struct CollectionsGuideTests {
    // Contributing and resolving

    @Test func list_gathersEveryAssemblysContributions_inOrder() {
        let factory = Factory(GeneralSettingsAssembly(), NotificationsAssembly())
        #expect(factory.settingsSections.map(\.title) == ["General", "Appearance", "Notifications"])
        let presenter = factory.withCurrent { SettingsPresenter() }
        #expect(presenter.rows() == ["General", "Appearance", "Notifications"])
    }

    @Test func list_withNoContributions_isEmpty() {
        #expect(Factory().settingsSections.isEmpty)
    }

    @Test func dictionary_gathersEntriesByName_eachElementLivingAsItsContributionSays() {
        let factory = Factory(AnalyticsAssembly())
        let sinks = factory.analyticsSinks
        #expect(sinks.keys.sorted() == ["console", "crashes"])
        #expect(sinks["crashes"] === factory[CrashReporterKey.self])             // a singleton, by key
        #expect(factory.analyticsSinks["crashes"] === sinks["crashes"])
        #expect(factory.analyticsSinks["console"] !== sinks["console"])          // a closure: built each time
    }

    // Flows

    @Test func flow_addsItsElementsAfterItsParents_andOnlyInThatFlow() {
        let factory = Factory(GeneralSettingsAssembly(), NotificationsAssembly())
        let signedIn = factory.beginFlow(SignedInSettingsAssembly())
        #expect(signedIn.settingsSections.map(\.title) == ["General", "Appearance", "Notifications", "Account"])
        #expect(signedIn.beginFlow().settingsSections.last?.title == "Account")   // and the flows begun from it
        #expect(factory.settingsSections.map(\.title) == ["General", "Appearance", "Notifications"])
    }

    // Replacing the whole collection

    @Test func wholeListRegistration_standsForTheContributions_andFlowsAppendToIt() {
        let kiosk = Factory(GeneralSettingsAssembly(), NotificationsAssembly(), KioskSettingsAssembly())
        #expect(kiosk.settingsSections.map(\.title) == ["About"])
        #expect(kiosk.beginFlow(SignedInSettingsAssembly()).settingsSections.map(\.title) == ["About", "Account"])
    }

    @Test func contributionAfterAWholeListRegistration_startsANewList() {
        let factory = Factory(KioskSettingsAssembly(), GeneralSettingsAssembly())
        #expect(factory.settingsSections.map(\.title) == ["General", "Appearance"])
    }

    @Test func override_replacesTheWholeList_andResetBringsTheContributionsBack() {
        let factory = Factory(GeneralSettingsAssembly(), NotificationsAssembly())
        factory.override(SettingsSectionsKey.self) { _ in [SettingsSection(title: "Only")] }
        #expect(factory.settingsSections.map(\.title) == ["Only"])
        #expect(factory.beginFlow(SignedInSettingsAssembly()).settingsSections.map(\.title) == ["Only", "Account"])
        factory.reset()
        #expect(factory.settingsSections.count == 3)
    }

    // Duplicate entries

    @Test func twoContributionsForOneEntry_stopTheProgram_namingBoth() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(AnalyticsAssembly(), DebugAnalyticsAssembly())
            _ = factory.analyticsSinks
        }
        #expect(result?.rivetMessage == """
            Rivet: `AnalyticsSinksKey` has two contributions for the entry "console" \
            (AnalyticsAssembly (RivetTests/Settings.swift:81) and DebugAnalyticsAssembly (RivetTests/Settings.swift:90)); \
            contribute each entry once: to replace one, override the key it is contributed with.
            """)
    }

    @Test func flowContributingAnEntryItsParentHas_stopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let flow = Factory(AnalyticsAssembly()).beginFlow(DebugAnalyticsAssembly())
            _ = flow.analyticsSinks
        }
        #expect(result?.rivetMessage?.hasPrefix("Rivet: `AnalyticsSinksKey` has two contributions for the entry \"console\"") == true)
    }
}

/// A settings screen's tests replace the whole list, or one section through the key it is contributed with.
@Suite(.isolatedFactory(GeneralSettingsAssembly(), NotificationsAssembly()))
struct SettingsScreenTests {
    @Test(.overriding(SettingsSectionsKey.self, with: [SettingsSection(title: "Only")]))
    func wholeListReplaced() {
        #expect(SettingsPresenter().rows() == ["Only"])
    }

    @Test(.overriding(NotificationsSectionKey.self, with: SettingsSection(title: "Muted")))
    func oneSectionReplaced() {
        #expect(SettingsPresenter().rows() == ["General", "Appearance", "Muted"])
    }
}
