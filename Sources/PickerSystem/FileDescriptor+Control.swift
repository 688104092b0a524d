import Glibc

extension FileDescriptor {
    /// `ioctl(2)` whose argument is a struct the kernel reads or fills; `call` names the request for the error.
    package func control(_ call: String, _ request: UInt, _ argument: UnsafeMutableRawPointer, subject: String = "") throws {
        _ = try syscall(call, subject) { Glibc.ioctl(rawValue, request, argument) }
    }

    /// `ioctl(2)` whose argument is a plain integer (a mode, a blank level).
    package func control(_ call: String, _ request: UInt, value: Int32, subject: String = "") throws {
        _ = try syscall(call, subject) { Glibc.ioctl(rawValue, request, value) }
    }
}
