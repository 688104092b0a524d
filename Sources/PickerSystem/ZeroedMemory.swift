import Glibc

/// Zero-filled memory from calloc(3). A block as large as a frame comes straight from the kernel,
/// already zero, so nothing writes it twice and its pages stay unpaged until something draws there.
package enum ZeroedMemory {
    /// `byteCount` zero bytes, aligned for any scalar; stops the program when memory is out, as
    /// Swift's own allocation does.
    package static func allocate(byteCount: Int) -> UnsafeMutableRawPointer {
        guard let pointer = calloc(byteCount, 1) else { fatalError("out of memory: cannot allocate \(byteCount) bytes") }
        return pointer
    }

    package static func release(_ pointer: UnsafeMutableRawPointer) {
        free(pointer)
    }
}
