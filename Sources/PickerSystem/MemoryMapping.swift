import Glibc

/// A shared `mmap(2)` of part of a device or file; unmapped by `unmap()`.
package struct MemoryMapping: @unchecked Sendable {
    package let address: UnsafeMutableRawPointer
    package let byteCount: Int

    /// Maps `byteCount` bytes of `descriptor` at `offset`, readable and writable, shared.
    package init(_ descriptor: FileDescriptor, offset: UInt64, byteCount: Int, subject: String) throws {
        let pointer = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor.rawValue, off_t(offset))
        guard let pointer, pointer != MAP_FAILED else {
            throw SystemError(call: "mmap", subject: subject, errno: Glibc.errno)
        }
        address = pointer
        self.byteCount = byteCount
    }

    /// Maps the first `byteCount` bytes of `descriptor` read-only and private: a file's bytes, read in place.
    package init(readOnly descriptor: FileDescriptor, byteCount: Int, subject: String) throws {
        let pointer = mmap(nil, byteCount, PROT_READ, MAP_PRIVATE, descriptor.rawValue, 0)
        guard let pointer, pointer != MAP_FAILED else {
            throw SystemError(call: "mmap", subject: subject, errno: Glibc.errno)
        }
        address = pointer
        self.byteCount = byteCount
    }

    package func unmap() {
        munmap(address, byteCount)
    }
}
