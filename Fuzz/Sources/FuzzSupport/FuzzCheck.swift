/// Traps with `message` when an invariant the fuzz target checks does not hold, so libFuzzer
/// records the input as a crash (a violated invariant is as much a bug as a segfault).
@inline(__always)
public func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                      file: StaticString = #fileID, line: UInt = #line) {
    if !condition() {
        fatalError("fuzz invariant violated: \(message())", file: file, line: line)
    }
}
