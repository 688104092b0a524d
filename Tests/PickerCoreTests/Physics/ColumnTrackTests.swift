import Testing
@testable import PickerCore

@Suite struct ColumnTrackTests {
    static let letters = ColumnTrack(rowCount: 10, pitchPx: Fixed(40), isInfinite: true, disabledRows: [3], extentPx: Fixed(200))

    /// (track, from, steps, expected absolute row)
    @Test(arguments: [
        (letters, 2, 1, 4), (letters, 4, -1, 2), (letters, 9, 1, 10), (letters, 0, -1, -1),
        // A whole lap of the 9 enabled rows turns the wheel once (trial 43: a knob's 12 counts on 12
        // rows moved nothing); at most four laps, and beyond them it lands where the counts one by one
        // would (trial 44: 41 counts on 10 rows landed on 0): Int.max is 7 rows past whole laps of 9,
        // Int.min 8 rows before them.
        (letters, 0, 9, 10), (letters, 0, 10, 11), (letters, 0, 36, 40), (letters, 0, 37, 31),
        (letters, 0, Int.max, 38), (letters, 0, Int.min, -39),
        (ColumnTrack(rowCount: 10, pitchPx: Fixed(40), isInfinite: true, extentPx: Fixed(200)), 0, 41, 31),
        (ColumnTrack(rowCount: 10, pitchPx: Fixed(40), isInfinite: true, extentPx: Fixed(200)), 0, -45, -35),
        (ColumnTrack(rowCount: 60, pitchPx: Fixed(40), extentPx: Fixed(200)), 58, 5, 59),
        (ColumnTrack(rowCount: 60, pitchPx: Fixed(40), extentPx: Fixed(200)), 3, Int.min, 0),
        (ColumnTrack(rowCount: 60, pitchPx: Fixed(40), disabledRows: [0, 1], extentPx: Fixed(200)), 3, -9, 2),
    ])
    func stepsSkipDisabledRowsWrapOrStopAndNeverOverflow(track: ColumnTrack, from: Int, steps: Int, expected: Int) {
        #expect(track.steppedRow(from: from, by: steps) == expected)
    }

    @Test func bandRowRoundsToTheNearestRowAndClampsFiniteColumns() {
        var track = ColumnTrackTests.letters
        #expect(track.bandRow(atOffsetPx: Fixed(-21)) == -1)
        #expect(track.bandRow(atOffsetPx: Fixed(-20)) == 0)
        #expect(track.modelRow(-1) == 9)
        track.isInfinite = false
        #expect(track.bandRow(atOffsetPx: Fixed(-500)) == 0)
        #expect(track.bandRow(atOffsetPx: Fixed(5000)) == 9)
        #expect(track.absoluteRow(forModelRow: 7, near: 100) == 7)
        #expect(ColumnTrackTests.letters.absoluteRow(forModelRow: 7, near: 100) == 97)
        #expect(ColumnTrackTests.letters.absoluteRow(forModelRow: 1, near: 99) == 101)
    }
}
