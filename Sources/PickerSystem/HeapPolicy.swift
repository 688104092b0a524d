import CMallocInfo

/// How the long-running kiosk asks glibc's malloc to treat large blocks.
package enum HeapPolicy {
    /// Large blocks (a 2 MB `set_items` line, the reply and the state written for it) are mapped
    /// on their own and unmapped when freed. By default glibc raises its mmap threshold to the
    /// size of each such block freed (mallopt(3), M_MMAP_THRESHOLD), so the next ones come from the
    /// heap and their pages stay resident after they are freed: a kiosk given a list of 100,000
    /// rows held 47 bytes a row more than the rows need (scripts/measure-run). Setting the
    /// threshold turns that off.
    package static func unmapLargeBlocksWhenFreed() {
        // 128 KiB is glibc's own starting threshold.
        _ = mallopt(M_MMAP_THRESHOLD, 128 * 1024)
    }
}
