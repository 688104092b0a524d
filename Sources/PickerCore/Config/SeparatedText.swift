extension String {
    /// The parts between each `separator`, as `split` gives them but empty ones kept. By hand:
    /// String's `split` and `replacing` on a string link Swift's regex libraries into the static
    /// executable.
    package func parts(separatedBy separator: String) -> [String] {
        let text = Array(utf8), key = Array(separator.utf8)
        guard !key.isEmpty else { return [self] }
        var parts: [String] = []
        var start = 0, index = 0
        while index + key.count <= text.count {
            if text[index...].starts(with: key) {
                parts.append(String(decoding: text[start..<index], as: UTF8.self))
                index += key.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(String(decoding: text[start...], as: UTF8.self))
        return parts
    }

    /// This text with each `old` replaced by `new`.
    package func replacingEach(_ old: String, with new: String) -> String {
        parts(separatedBy: old).joined(separator: new)
    }
}
