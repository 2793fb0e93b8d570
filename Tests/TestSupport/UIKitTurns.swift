import Testing

/// A trait for the Swift Testing suites that make UIKit views and controllers in the test's own
/// body: their tests take turns (one at a time across every suite with the trait), because UIKit
/// code is main-thread code, reaching process-wide state (the open transactions, the main
/// screen, the running recording's clock), while Swift Testing runs suites in parallel. A
/// recording alone already takes turns inside the recorder; what the trait adds is the code
/// around it (building the screens, reading `layer.presentation()`).
public struct UIKitTurns: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        // The suite's own scope is not a turn: only its test cases are.
        guard testCase != nil else { return try await function() }
        await Turns.shared.take()
        do {
            try await function()
        } catch {
            await Turns.shared.hand()
            throw error
        }
        await Turns.shared.hand()
    }
}

extension Trait where Self == UIKitTurns {
    /// The suite's tests take turns with every other suite that makes UIKit views.
    public static var uikitTurns: UIKitTurns { UIKitTurns() }
}

/// Who runs UIKit code now, and who waits, in order.
private actor Turns {
    static let shared = Turns()
    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        guard taken else { taken = true; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func hand() {
        if waiting.isEmpty { taken = false } else { waiting.removeFirst().resume() }
    }
}
