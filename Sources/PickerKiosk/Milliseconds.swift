/// Milliseconds with one decimal, for logs.
package func milliseconds(_ us: Int64) -> String {
    let tenths = (us + 50) / 100
    return "\(tenths / 10).\(abs(tenths % 10))"
}
