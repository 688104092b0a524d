import Glibc
import PickerSystem
import Testing

/// SIGUSR2, which nothing else in the tests takes: what handles it, as a number to compare.
private func currentHandlerOfSIGUSR2() -> Int {
    var action = sigaction()
    sigaction(SIGUSR2, nil, &action)
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
}

@Suite struct SignalDescriptorTests {
    /// A library picker's `run()` takes SIGTERM and SIGINT while it runs; after it the host's
    /// program must have its own handling back, not a handler writing to a closed pipe.
    @Test func aSignalIsHandledAsBeforeOnceTheDescriptorGoes() throws {
        let before = currentHandlerOfSIGUSR2()
        var signals: SignalDescriptor? = try SignalDescriptor(signals: [SIGUSR2])
        #expect(currentHandlerOfSIGUSR2() != before, "while it lives, the descriptor has the signal")
        withExtendedLifetime(signals) {}
        signals = nil
        #expect(currentHandlerOfSIGUSR2() == before, "and when it goes, the handling it found is back")
    }
}
