extension TransitionCatalog {
    /// UIKit's partialCurl modal style.
    static let curlTransitions: [TransitionDescriptor] = [
        TransitionDescriptor(name: "partial-curl", summary: "UIKit's partial curl: the page curls up from the bottom and rests where the next screen's content starts; dismiss lets it fall back",
                             defaultDuration: PartialCurlAnimator.defaultDuration, curve: systemCurveNote,
                             sources: "rest height H − max(40, minY of the to-view's topmost subview) and curve 7 from decompiled UITransitionView case 13; radius 36 pt and tilt 10° are our choices",
                             forward: .present, parameterNames: ["curl-angle", "curl-radius", "curl-stop"]) { _ in PartialCurlAnimator() },
    ]
}
