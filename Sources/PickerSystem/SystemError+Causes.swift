import Glibc

/// The causes callers tell apart without importing Glibc themselves.
extension SystemError {
    /// ENOENT
    public var isNotFound: Bool { errno == ENOENT }
    /// ECONNREFUSED: a socket file with nobody listening.
    public var isConnectionRefused: Bool { errno == ECONNREFUSED }
    /// EACCES or EPERM
    public var isPermissionDenied: Bool { errno == EACCES || errno == EPERM }
}
