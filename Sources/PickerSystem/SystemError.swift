import Glibc

/// A failed system call: which call, on what, and the errno it returned.
///
/// The message is written for the person running the picker, so it names the
/// object (a device path, a socket path) as well as the cause.
package struct SystemError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The call that failed, e.g. `open` or `DRM_IOCTL_MODE_PAGE_FLIP`.
    package var call: String
    /// What the call was made on, e.g. `/dev/dri/card0`; empty when there is nothing to name.
    package var subject: String
    /// The C `errno` value.
    package var errno: Int32

    package init(call: String, subject: String = "", errno: Int32) {
        self.call = call
        self.subject = subject
        self.errno = errno
    }

    /// `strerror(errno)`, e.g. "Permission denied".
    package var reason: String { String(cString: strerror(errno)) }

    package var description: String {
        subject.isEmpty ? "\(call): \(reason)" : "\(call) \(subject): \(reason)"
    }
}

extension SystemError {
    /// Any error for a message that already names its file or device: a failed call's cause alone
    /// ("Permission denied"), any other error as it describes itself. The one place this is decided.
    package static func reason(of error: any Error) -> String {
        (error as? SystemError)?.reason ?? "\(error)"
    }
}
