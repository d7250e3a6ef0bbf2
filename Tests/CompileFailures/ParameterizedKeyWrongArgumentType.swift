// expected-error: cannot convert value of type 'String' to expected argument type 'Int'
// The argument is type-checked against the key's: a String where an Int id is expected does not compile.
import Rivet

final class UserDetailPresenter {}

struct UserDetailKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> UserDetailPresenter { UserDetailPresenter() }
}

func show(_ factory: Factory) -> UserDetailPresenter {
    factory[UserDetailKey.self, "42"]
}
