import Glibc

/// The errno values callers outside PickerSystem tell apart, by name, so
/// adapters above it need not import Glibc to read a `SystemError`.
public enum Errno {
    public static let notPermitted = EPERM
    public static let noEntry = ENOENT
    public static let ioError = EIO
    public static let permissionDenied = EACCES
    public static let readOnlyFileSystem = EROFS
    public static let busy = EBUSY
    public static let noDevice = ENODEV
    public static let noSuchDeviceOrAddress = ENXIO
    public static let invalidArgument = EINVAL
    public static let notSupported = EOPNOTSUPP
    /// A socket path another socket is bound to.
    public static let addressInUse = EADDRINUSE
    /// A socket file with nobody listening.
    public static let connectionRefused = ECONNREFUSED

    /// This thread's errno now, for a C library that reports a failed system call only
    /// through it (libmosquitto's `MOSQ_ERR_ERRNO`).
    public static var current: Int32 { Glibc.errno }
}
