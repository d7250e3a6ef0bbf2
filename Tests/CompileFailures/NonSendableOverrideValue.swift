// expected-error: type 'MutableRepository' does not conform to the 'Sendable' protocol
// A trait is shared by every test it applies to, possibly running in parallel: its override value must be
// Sendable. (Inside a test, `Factory.current.override(Key.self) { _ in MutableRepository() }` builds one per test.)
import Rivet
import RivetTesting
import Testing

final class MutableRepository {
    var names: [String] = []
}

struct RepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> MutableRepository { MutableRepository() }
}

@Test(.overriding(RepositoryKey.self, with: MutableRepository()))
func sharedNonSendableMock() {}
