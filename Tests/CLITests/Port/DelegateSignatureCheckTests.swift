import Foundation
import Testing
@testable import RenderTransitionCLI

/// A method named like a UIKit delegate requirement but not spelled as one compiles on Linux
/// (the module's optional requirements are protocol-extension defaults) and is never called:
/// port warns about it, names what UIKit calls, and changes nothing.
@Suite struct DelegateSignatureCheckTests {
    static let nearMisses = """
        import UIKit

        class Coordinator: NSObject, UIViewControllerTransitioningDelegate, CAAnimationDelegate {
            // The source label is missing: UIKit never asks this.
            func animationController(forPresented presented: UIViewController, presenting: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            // Exactly a requirement: no warning.
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            // Swift 2's name.
            func animationControllerForDismissedController(dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            func animationDidStop(_ anim: CAAnimation, flag: Bool) {}
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
            // Unrelated names are left alone.
            func animate(_ view: UIView, completion: @escaping (Bool) -> Void) {}
        }

        extension Coordinator: UINavigationControllerDelegate {
            func navigationController(_ nav: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from: UIViewController, to: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            func navigationController(_ nav: UINavigationController, animationControllerForOperation operation: UINavigationController.Operation,
                                      fromViewController: UIViewController, toViewController: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
        }

        protocol Own { func animationEnded(finished: Bool) }

        """

    private func warnings(_ text: String) throws -> [String] {
        try Porter.port([PortInput(path: "C.swift", bytes: Array(text.utf8))]).flatMap(\.warnings).map(\.description)
    }

    @Test func nearMissesAreWarnedAboutNamingWhatUIKitCalls() throws {
        let w = try warnings(Self.nearMisses)
        #expect(w.count == 4, "\(w)")
        #expect(w[0] == "C.swift:5: warning: animationController(forPresented:presenting:) is not UIViewControllerTransitioningDelegate.animationController(forPresented:presenting:source:) or UIViewControllerTransitioningDelegate.animationController(forDismissed:); UIKit never calls it — rename it to the requirement's exact labels")
        #expect(w[1].hasPrefix("C.swift:9: warning: animationControllerForDismissedController(dismissed:) is not UIViewControllerTransitioningDelegate.animationController(forDismissed:);"))
        #expect(w[2].hasPrefix("C.swift:10: warning: animationDidStop(_:flag:) is not CAAnimationDelegate.animationDidStop(_:finished:);"))
        #expect(w[3].hasPrefix("C.swift:19: warning: navigationController(_:animationControllerForOperation:fromViewController:toViewController:) is not UINavigationControllerDelegate.navigationController(_:willShow:animated:) or"))
        #expect(w[3].contains("UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)"))
    }

    @Test func theSourceIsCopiedUnchangedAndExactRequirementsAreNotWarnedAbout() throws {
        let ported = try Porter.port([PortInput(path: "C.swift", bytes: Array(Self.nearMisses.utf8))])
        #expect(ported[0].bytes == Array(Self.nearMisses.utf8))
        #expect(ported[0].edits.isEmpty)
        let exact = """
            class A: NSObject, UIViewControllerTransitioningDelegate, UIGestureRecognizerDelegate {
                func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                            source: UIViewController) -> UIPresentationController? { nil }
                func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
                func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
                func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { true }
            }
            """
        #expect(try warnings(exact).isEmpty)
    }

    @Test func theProcessPrintsWarningsOnStandardErrorAndCountsThem() throws {
        let dir = try CLIProcess.temporaryDirectory("port-warn")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.nearMisses.write(to: dir.appendingPathComponent("C.swift"), atomically: true, encoding: .utf8)
        let r = try CLIProcess.run(["port", "C.swift", "--out", "ported"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout == "0 edits in 0 of 1 file; written to ported; 4 warnings\n")
        #expect(r.stderr.split(separator: "\n").count == 4)
        #expect(r.stderr.hasPrefix("C.swift:5: warning: animationController(forPresented:presenting:) is not"))
    }
}
