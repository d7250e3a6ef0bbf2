import Foundation
import Rivet
import RivetTestSupport
import RivetTesting
import Testing

/// Work a test starts: tasks inherit the test's factory; detached tasks and other threads do not.
@Suite struct EscapingWorkTests {
    @Test(.isolatedFactory(AppAssembly()))
    func tasksStartedInTheTest_inheritTheTestsFactory() async {
        let factory = Factory.current
        let fromTask = await Task { UsersPresenter().logger }.value
        #expect(fromTask === factory.logger)

        async let fromAsyncLet = UsersPresenter().logger
        #expect(await fromAsyncLet === factory.logger)

        let fromGroup = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 { group.addTask { UsersPresenter().logger === factory.logger } }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(fromGroup)
    }

    @Test func taskOutlivingTheScope_keepsResolvingFromTheScopesFactory() async {
        let (stream, resume) = AsyncStream<Void>.makeStream()
        let (factory, task) = withIsolatedFactory(AppAssembly()) { factory in
            let task = Task {
                for await _ in stream { break }     // runs on after the scope has returned
                return Factory.current
            }
            return (factory, task)
        }
        resume.yield()
        #expect(await task.value === factory)
    }

    @Test(.isolatedFactory(AppAssembly()))
    func detachedTask_bindingTheCapturedFactory_resolvesFromIt() async {
        let factory = Factory.current
        let logger = await Task.detached {
            factory.withCurrent { UsersPresenter().logger }
        }.value
        #expect(logger === factory.logger)
    }

    @Test(.isolatedFactory(AppAssembly()))
    func otherThread_bindingTheCapturedFactory_resolvesFromIt() async {
        let factory = Factory.current
        let logger = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: factory.withCurrent { UsersPresenter().logger }) }.start()
        }
        #expect(logger === factory.logger)
    }

    @Test func detachedTasksAndOtherThreads_seeTheInstalledRoot_notTheTestsFactory() async {
        await #expect(processExitsWith: .success) {
            let root = Factory(AppAssembly())
            Factory.installRoot(root)
            let seen = await withIsolatedFactory(AppAssembly()) { test in
                let detached = await Task.detached { Factory.current }.value
                let thread = await withCheckedContinuation { continuation in
                    Thread { continuation.resume(returning: Factory.current) }.start()
                }
                return (test: test, detached: detached, thread: thread)
            }
            guard seen.detached === root, seen.thread === root, seen.test !== root else { exit(1) }
        }
    }

    @Test func detachedTask_withNoRootInstalled_stopsSayingNoFactoryIsCurrent() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await withIsolatedFactory(AppAssembly()) { _ in
                await Task.detached { _ = UsersPresenter() }.value
            }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output.contains(RivetError.noCurrentFactory(for: "@Injected of type UsersRepository").description))
    }
}
