extension Range where Bound == Int {
    /// The smallest range holding both ranges (either may be missing).
    @inline(__always) static func hull(_ a: Range?, _ b: Range?) -> Range? {
        guard let a else { return b }
        guard let b else { return a }
        return Swift.min(a.lowerBound, b.lowerBound)..<Swift.max(a.upperBound, b.upperBound)
    }
}
