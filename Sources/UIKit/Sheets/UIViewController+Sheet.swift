// Covers `UIViewController.sheetPresentationController` (made when first asked for, for a page,
// form or automatic sheet; nil for other styles) and the resolution of `.automatic` (a page sheet, as on iOS 13+ iPhones,
// except with the partial curl, which needs the full screen).

import Foundation

extension UIViewController {
    /// The sheet that presents (or will present) this controller, for `.pageSheet`, `.formSheet`
    /// and `.automatic`; nil for other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        if let sheet = presentationController as? UISheetPresentationController { return sheet }
        guard presentationController == nil, resolvedModalPresentationStyle.isSheet else { return nil }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        presentationController = sheet
        return sheet
    }

    /// The style a presentation draws: `.automatic` is a page sheet (UIKit's answer for a plain
    /// controller on iOS 13+), or full screen with the partial curl.
    package var resolvedModalPresentationStyle: UIModalPresentationStyle {
        guard modalPresentationStyle == .automatic else { return modalPresentationStyle }
        return modalTransitionStyle == .partialCurl ? .fullScreen : .pageSheet
    }

    /// The animator of a sheet's presentation or dismissal.
    package func sheetAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning? {
        sheetPresentationController.map { SheetTransitionAnimator(sheet: $0, presenting: presenting) }
    }
}

extension UIModalPresentationStyle {
    /// A page or form sheet (what `.automatic` resolves to on a phone).
    package var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}
