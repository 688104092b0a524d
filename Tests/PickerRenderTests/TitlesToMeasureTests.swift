import PickerCore
import Testing
@testable import PickerRender

@Suite struct TitlesToMeasureTests {
    /// Of a long list, exactly the titles with the most bytes, found in one pass: as many of each
    /// length as sorting them would give.
    @Test func aLongListGivesItsLongestTitles() {
        var generator = SystemRandomNumberGenerator()
        let titles = (0..<5_000).map { _ in String(repeating: "a", count: Int.random(in: 0...40, using: &generator)) }
        let rows = ColumnRows.items(titles.map { ItemConfig(text: $0) })
        let chosen = TitlesToMeasure.rows(of: rows, limit: 300)
        #expect(chosen.count == 300 && Set(chosen).count == 300)
        let lengths = chosen.map { titles[$0].utf8.count }.sorted(by: >)
        #expect(lengths == Array(titles.map(\.utf8.count).sorted(by: >).prefix(300)))
    }
}
