// expected-error: subscript 'subscript(_:)' requires that 'UserDetailKey' conform to 'InjectionKey'
// A parameterized key is resolved with its argument: without one there is nothing to build the value from.
import Rivet

final class UserDetailPresenter {}

struct UserDetailKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> UserDetailPresenter { UserDetailPresenter() }
}

func show(_ factory: Factory) -> UserDetailPresenter {
    factory[UserDetailKey.self]
}
