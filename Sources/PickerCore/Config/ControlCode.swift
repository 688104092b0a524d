extension Unicode.Scalar {
    /// Whether this is a control code (General_Category Cc): U+0000–U+001F and U+007F–U+009F. The
    /// Unicode stability policy fixes Cc's code points for good, so two ranges answer it without the
    /// property lookup, which would page in the general-category tables on every start, for the
    /// log's first line.
    package var isControlCode: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
