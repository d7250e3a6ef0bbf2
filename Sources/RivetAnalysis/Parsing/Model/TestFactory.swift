/// A factory that RivetTesting builds around each test, read as a root construction of the file: a
/// `RivetTestCase` subclass's, from its `assemblies`, which each test method, its `setUp` and `tearDown` run in
/// (through `factory`, and as the current factory); or an `.isolatedFactory(…)` trait's, on a Swift Testing
/// suite or test, current in each test it applies to.
struct TestFactory {
    enum Owner: Equatable {
        /// The `RivetTestCase` subclass of that name.
        case testCase(String)
        /// The `@Suite` type whose body's `{` is at this offset.
        case suite(body: Int32)
        /// The `@Test` function whose `func` is at this offset.
        case test(function: Int32)
    }

    var owner: Owner
    /// The construction's index in the file's `factories`.
    var construction: Int
}
