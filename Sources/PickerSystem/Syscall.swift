import Glibc

/// The one place that turns a C return value into a Swift result.
///
/// `-1` means failure with `errno` set; EINTR is retried when the call may
/// block and the caller did not ask otherwise (as swift-system's
/// `valueOrErrno(retryOnInterrupt:)` does).
@inline(__always)
package func syscall<T: FixedWidthInteger>(
    _ call: String,
    _ subject: String = "",
    retryOnInterrupt: Bool = true,
    _ body: () -> T
) throws -> T {
    while true {
        let result = body()
        if result != -1 { return result }
        let code = Glibc.errno
        if code == EINTR && retryOnInterrupt { continue }
        throw SystemError(call: call, subject: subject, errno: code)
    }
}
