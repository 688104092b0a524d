import PickerSystem
import Testing

/// The socket's and the saved state's folders for a systemd unit, root, and an ordinary user.
@Suite struct ServiceDirectoriesTests {
    static let runtimeCases: [(ServiceDirectories, String?)] = [
        (ServiceDirectories(systemdRuntime: "/run/panel-picker:/run/other", isRoot: false, userRuntime: "/run/user/1000"), "/run/panel-picker"),
        (ServiceDirectories(isRoot: true, userRuntime: "/run/user/0"), "/run/panel-picker"),
        (ServiceDirectories(isRoot: false, userRuntime: "/run/user/1000"), "/run/user/1000/panel-picker"),
        (ServiceDirectories(isRoot: false), nil),
        (ServiceDirectories(isRoot: false, userRuntime: "relative/dir"), nil),
        (ServiceDirectories(systemdRuntime: "", isRoot: false, userRuntime: "/run/user/1000"), "/run/user/1000/panel-picker"),
    ]

    @Test(arguments: runtimeCases)
    func theRuntimeFolderIsSystemdsElseTheSystemsForRootElseTheUsers(directories: ServiceDirectories, expected: String?) {
        #expect(directories.runtimeDirectory("panel-picker") == expected)
    }

    static let stateCases: [(ServiceDirectories, String?)] = [
        (ServiceDirectories(systemdState: "/var/lib/panel-picker", isRoot: false, home: "/home/ann"), "/var/lib/panel-picker"),
        (ServiceDirectories(isRoot: true, home: "/root"), "/var/lib/panel-picker"),
        (ServiceDirectories(isRoot: false, userState: "/home/ann/state", home: "/home/ann"), "/home/ann/state/panel-picker"),
        (ServiceDirectories(isRoot: false, home: "/home/ann"), "/home/ann/.local/state/panel-picker"),
        (ServiceDirectories(isRoot: false, userState: "state", home: "/home/ann"), "/home/ann/.local/state/panel-picker"),
        (ServiceDirectories(isRoot: false), nil),
    ]

    @Test(arguments: stateCases)
    func theStateFolderIsSystemdsElseTheSystemsForRootElseTheUsers(directories: ServiceDirectories, expected: String?) {
        #expect(directories.stateDirectory("panel-picker") == expected)
    }
}
