import Testing
@testable import RivetAnalysis

@Suite struct EntryKeyReaderTests {
    private func entryKeys(_ source: String) -> [String?] {
        members(source).compactMap { if case .typeAlias(let alias) = $0 { EntryKeyReader.entryKey(alias) } else { nil } }
    }

    @Test func entryKeyAndDictionaryValue_giveTheKeyTypeAsWritten() {
        #expect(entryKeys("""
            struct K {
                typealias EntryKey = Login.Token
                typealias Value = [Route: Screen]
            }
            """) == ["Login.Token", "Route"])
    }

    @Test func otherAliasesAndShapes_giveNone() {
        #expect(entryKeys("""
            struct K {
                typealias EntryKey = Token?
                typealias EntryKey = Box<Int>
                typealias Value = [Screen]
                typealias Value<T> = [T: Screen]
                typealias Element = String
            }
            """) == [nil, nil, nil, nil, nil])
    }
}
