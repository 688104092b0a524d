import Testing
@testable import PickerService
import PickerSystem

@Suite struct SocketActivationTests {
    @Test func passedDescriptorsStartAtThreeAndCarryTheirNames() throws {
        let passed = try SocketActivation.passedDescriptors(
            listenPID: "7", listenFDs: "2", listenFDNames: "control:other", processID: 7)
        #expect(passed == [
            .init(fd: FileDescriptor(rawValue: 3), name: "control"),
            .init(fd: FileDescriptor(rawValue: 4), name: "other"),
        ])
    }

    @Test(arguments: [
        (nil as String?, "1" as String?),
        ("8", "1"),
        ("7", nil),
        ("seven", "1"),
    ])
    func variablesForAnotherProcessOrMissingOnesPassNothing(pid: String?, fds: String?) throws {
        #expect(try SocketActivation.passedDescriptors(listenPID: pid, listenFDs: fds, listenFDNames: nil, processID: 7) == [])
    }

    @Test(arguments: ["-1", "x", "99999"])
    func aBadCountIsAnErrorNamingTheValue(fds: String) {
        #expect(throws: SocketActivation.ActivationError.badCount(fds)) {
            try SocketActivation.passedDescriptors(listenPID: "7", listenFDs: fds, listenFDNames: nil, processID: 7)
        }
    }

    @Test func namesDefaultToUnknownWhenFewerAreGiven() throws {
        let passed = try SocketActivation.passedDescriptors(listenPID: "7", listenFDs: "2", listenFDNames: "a", processID: 7)
        #expect(passed.map(\.name) == ["a", "unknown"])
    }
}
