import PickerFuzzTargets
import PickerSystem
import Testing

/// Every input in Corpus/<target>/ (the seeds scripts/fuzz starts from that are not elsewhere in
/// the tree, and each input that once crashed a target) runs through the code libFuzzer drives.
/// A regression is a crash of this test process; the message names the file to replay with
/// `picker-fuzz TARGET FILE`.
struct CorpusReplayTests {
    static let corpus: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast()
        return parts.joined(separator: "/") + "/Corpus"
    }()

    @Test(arguments: FuzzTarget.allCases)
    func everyCorpusInputRunsToAnEnd(target: FuzzTarget) throws {
        let folder = "\(CorpusReplayTests.corpus)/\(target.rawValue)"
        let names = try FileSystem.entries(inDirectory: folder).sorted()
        #expect(!names.isEmpty, "no corpus for \(target.rawValue)")
        for name in names {
            target.run(try FileSystem.readFile("\(folder)/\(name)"))
        }
    }
}
