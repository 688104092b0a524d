/// Sine and cosine by Taylor series on [-π/2, π/2], the only range the wheel needs.
/// Written out (rather than taken from libm) so the projection tables, and hence
/// the rendered bytes, are the same on every platform.
enum Trigonometry {
    static let halfPi = 1.5707963267948966

    /// sin(x) for |x| ≤ π/2, within 1e-10.
    static func sine(_ x: Double) -> Double {
        let x2 = x * x
        var term = x, sum = x
        for n in stride(from: 2, through: 16, by: 2) {
            term *= -x2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }

    /// cos(x) for |x| ≤ π/2, within 1e-10.
    static func cosine(_ x: Double) -> Double {
        let x2 = x * x
        var term = 1.0, sum = 1.0
        for n in stride(from: 1, through: 15, by: 2) {
            term *= -x2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }
}
