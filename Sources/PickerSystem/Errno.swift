import Glibc

/// The errno values callers outside PickerSystem tell apart, by name, so
/// adapters above it need not import Glibc to read a `SystemError`.
package enum Errno {
    package static let notPermitted = EPERM
    package static let noEntry = ENOENT
    /// A path through a file that is no folder, or a folder where a file was named.
    package static let notADirectory = ENOTDIR
    package static let isADirectory = EISDIR
    package static let ioError = EIO
    package static let permissionDenied = EACCES
    package static let readOnlyFileSystem = EROFS
    package static let busy = EBUSY
    package static let noDevice = ENODEV
    package static let noSuchDeviceOrAddress = ENXIO
    package static let invalidArgument = EINVAL
    package static let notSupported = EOPNOTSUPP
    /// A socket path another socket is bound to.
    package static let addressInUse = EADDRINUSE
    /// A socket file with nobody listening.
    package static let connectionRefused = ECONNREFUSED

    /// This thread's errno now, for a C library that reports a failed system call only
    /// through it (libmosquitto's `MOSQ_ERR_ERRNO`).
    package static var current: Int32 { Glibc.errno }
}
