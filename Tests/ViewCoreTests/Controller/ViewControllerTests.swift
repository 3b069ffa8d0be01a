import Foundation
import TestSupport
import Testing

@testable import ViewCore

@Suite("View controllers", .serialized)
struct ViewControllerTests {
    @Test func defaults() {
        let controller = ViewController()
        #expect(controller.title == nil && controller.restorationIdentifier == nil)
        #expect(controller.nibName == nil && controller.nibBundle == nil)
        #expect(controller.parent == nil && controller.children.isEmpty)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(controller.modalPresentationStyle == .automatic && controller.modalTransitionStyle == .coverVertical)
        #expect(controller.preferredContentSize == .zero && !controller.definesPresentationContext)
    }

    @Test func theViewLoadsLazilyOnceLoadViewThenViewDidLoad() {
        let log = CallLog()
        let controller = RecordingViewController("C", log: log)
        let made = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.makeView = { made }
        #expect(controller.viewIfLoaded == nil && log.take() == [], "creating does not load")

        let view = controller.view
        #expect(view === made)
        #expect(log.take() == ["C.loadView", "C.viewDidLoad"])
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(log.take() == [], "loaded exactly once")
        #expect(controller.isViewLoaded)
    }

    @Test func theDefaultViewIsAnEmptyResizableView() {
        let controller = ViewController()
        controller.loadViewIfNeeded()
        #expect(controller.view.subviews.isEmpty)
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test func settingTheViewSkipsViewDidLoadAndNilUnloads() {
        let log = CallLog()
        let controller = RecordingViewController("C", log: log)
        controller.view = View()
        #expect(controller.isViewLoaded && log.take() == [])
        controller.view = nil
        #expect(!controller.isViewLoaded)
        _ = controller.view
        #expect(log.take() == ["C.loadView", "C.viewDidLoad"])
    }

    @Test func aLoadViewThatSetsNothingIsReportedAndGetsAnEmptyView() {
        let reports = Locked<[ViewLoadingError]>([])
        ViewController.setViewLoadingErrorHandler { error in reports.withLock { $0.append(error) } }
        defer { ViewController.setViewLoadingErrorHandler { _ in } }
        let log = CallLog()
        let controller = RecordingViewController("C", log: log)
        controller.makeView = { nil }
        #expect(controller.view != nil)
        #expect(log.take() == ["C.loadView", "C.viewDidLoad"])
        #expect(reports.withLock { $0.map(\.reason) } == [.loadViewDidNotSetView])
    }

    @Test func nibNamedControllersUseTheInstalledLoaderOrReportItsAbsence() {
        let reports = Locked<[ViewLoadingError]>([])
        ViewController.setViewLoadingErrorHandler { error in reports.withLock { $0.append(error) } }
        defer {
            ViewController.nibViewLoader = nil
            ViewController.setViewLoadingErrorHandler { _ in }
        }

        ViewController.nibViewLoader = nil
        let orphan = ViewController(nibName: "Login", bundle: nil)
        #expect(orphan.view != nil)
        #expect(reports.withLock { $0.map(\.reason) } == [.noNibLoader(nibName: "Login")])

        ViewController.nibViewLoader = { controller, name, bundle in
            let view = View()
            view.accessibilityIdentifier = "\(name) for \(type(of: controller))"
            return view
        }
        let controller = ViewController(nibName: "Login", bundle: .main)
        #expect(controller.view.accessibilityIdentifier == "Login for ViewController")
        #expect(reports.withLock { $0.count } == 1, "no new report")
    }

    @Test func aLoaderThatThrowsIsReported() {
        struct Broken: Error, CustomStringConvertible { var description: String { "no such file" } }
        let reports = Locked<[ViewLoadingError]>([])
        ViewController.setViewLoadingErrorHandler { error in reports.withLock { $0.append(error) } }
        ViewController.nibViewLoader = { _, _, _ in throw Broken() }
        defer {
            ViewController.nibViewLoader = nil
            ViewController.setViewLoadingErrorHandler { _ in }
        }
        #expect(ViewController(nibName: "Missing", bundle: nil).view != nil)
        #expect(
            reports.withLock { $0.map(\.reason) } == [.nibLoadingFailed(nibName: "Missing", message: "no such file")])
    }

    @Test func childContainmentCallbacksFollowUIKit() {
        let log = CallLog()
        let parent = RecordingViewController("P", log: log)
        let child = RecordingViewController("C", log: log)

        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take(only: ["willMove", "didMove"]) == ["C.willMove(toParent: P)", "C.didMove(toParent: P)"])
        #expect(child.parent === parent && parent.children.count == 1)

        parent.addChild(child)
        #expect(parent.children.count == 1 && log.take() == [], "adding a current child does nothing")

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["C.willMove(toParent: nil)", "C.didMove(toParent: nil)"])
        #expect(child.parent == nil && parent.children.isEmpty)
    }

    @Test func movingAChildToAnotherParentRemovesItFirst() {
        let log = CallLog()
        let first = RecordingViewController("A", log: log), second = RecordingViewController("B", log: log)
        let child = RecordingViewController("C", log: log)
        first.addChild(child)
        log.clear()
        second.addChild(child)
        #expect(log.take() == ["C.didMove(toParent: nil)", "C.willMove(toParent: B)"])
        #expect(first.children.isEmpty && second.children.first === child)

        child.addChild(second)
        #expect(second.parent == nil && child.children.isEmpty, "an ancestor cannot become a child")
    }

    @Test func appearanceTransitionsForwardToChildren() {
        let log = CallLog()
        let parent = RecordingViewController("P", log: log), child = RecordingViewController("C", log: log)
        parent.addChild(child)
        child.didMove(toParent: parent)
        log.clear()

        parent.beginAppearanceTransition(true, animated: false)
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        parent.endAppearanceTransition()
        #expect(log.take() == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])

        parent.beginAppearanceTransition(false, animated: true)
        parent.endAppearanceTransition()
        #expect(
            log.take() == ["P.viewWillDisappear", "C.viewWillDisappear", "P.viewDidDisappear", "C.viewDidDisappear"])
    }

    @Test func windowRootViewControllerLoadsAndShowsTheView() {
        let log = CallLog()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = RecordingViewController("C", log: log)
        window.rootViewController = controller
        #expect(log.take() == ["C.loadView", "C.viewDidLoad"])
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
    }
}
