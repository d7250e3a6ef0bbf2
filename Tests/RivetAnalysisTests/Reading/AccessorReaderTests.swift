import Testing
@testable import RivetAnalysis

@Suite struct AccessorReaderTests {
    /// Each property of the first extension of `source` as `name: key @site` (the key as written), `name: -`
    /// when its key is not read.
    private func accessors(_ source: String, async: Bool = false) -> [String] {
        variables(members(source)).compactMap { variable in
            guard let found = async ? AccessorReader.asyncAccessor(variable) : AccessorReader.accessor(variable) else { return nil }
            return "\(found.name.text): \(found.key.map { $0.map(\.text).joined(separator: ".") + " @" + (found.site?.text ?? "") } ?? "-")"
        }
    }

    @Test func aSubscriptOfSelf_alone_givesTheKey() {
        #expect(accessors("""
            extension InjectedValues {
                var cart: Cart { self[CartKey.self] }
                var user: User { return self[Login.UserKey.self] }
                var log: Log { get { self[LogKey.self] } }
                public var clock: @Sendable () -> Int { self[ClockKey.self] }
                var pair: Pair { self[PairKey.self, 1] }
                var listed: Listed { self[ListedKey.self,] }
                var other: Other { makeOther() }
                var stored: Int = 0
                let constant: Int = 1
                var untyped = 2
            }
            """) == ["cart: CartKey @self", "user: Login.UserKey @self", "log: LogKey @self", "clock: ClockKey @self", "pair: -", "listed: ListedKey @self", "other: -", "stored: -"])
    }

    @Test func anAwaitedResolve_alone_givesTheKey_atSelfOrResolve() {
        #expect(accessors("""
            extension AsyncInjectedValues {
                var store: Store { get async throws { try await resolve(StoreKey.self) } }
                var cache: Cache { get async throws(LoadError) { return try await self.resolve(CacheKey.self, isolation: nil) } }
                var feed: Feed { get async { await resolve(FeedKey.self) } }
                var wrong: Wrong { get async throws { await try resolve(WrongKey.self) } }
                var other: Other { get async throws { try await other.resolve(OtherKey.self) } }
                var trailing: Trailing { get async throws { try await resolve(TrailingKey.self) { } } }
            }
            """, async: true) == [
                "store: StoreKey @resolve", "cache: CacheKey @self", "feed: FeedKey @resolve", "wrong: -", "other: -", "trailing: -",
            ])
    }

    @Test func bareResolutions_areTheCallsOfResolveNotAfterADot_insideTheBlock() throws {
        let file = syntaxFile("""
            resolve(A.self)
            extension AsyncInjectedValues {
                var a: A { get async throws { let x = try await resolve(A.self); return try await x.resolve(B.self) } }
            }
            resolve(C.self)
            """)
        let block = try #require(file.variables.first?.accessorBlock)
        let calls = file.calls(named: [.resolve])
        let found = AccessorReader.bareResolutions(in: block, among: calls)
        #expect(calls.count == 4)
        #expect(found.map(\.anchor) == [calls[1].name?.anchor])
    }
}
