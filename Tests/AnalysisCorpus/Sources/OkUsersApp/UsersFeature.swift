import Rivet

final class UsersPresenter {
    @Injected(\.usersRepository) var repository
    @Injected(\.logger) var logger

    func rows() -> [String] {
        logger.log("rows")
        return repository.users().map(\.name).sorted()
    }
}

final class UsersCoordinator {
    func start() -> UsersPresenter { UsersPresenter() }
}
