/// Sleeps until the task is cancelled, or ten minutes pass: for a make that only its caller's cancellation
/// should end. Under a sanitizer, the tests beside one have held the cooperative pool for over a minute, and a
/// 60-second sleep ended before the test reached its `cancel()`. A cancellation that never comes still fails
/// the test, late.
func sleepUntilCancelled() async throws {
    try await Task.sleep(nanoseconds: 600_000_000_000)
}
