import Foundation
import ViewCore

extension XcodeDesignMetrics {
    /// What Interface Builder simulates of a device in portrait: its screen size and scale,
    /// the height of its status bar, and the sensor housing and home indicator it leaves out at
    /// the top and bottom whatever the status bar (the figures UIKit reports on those devices).
    struct Device {
        let width: CGFloat
        let height: CGFloat
        let scale: CGFloat
        let statusBar: CGFloat
        let housing: CGFloat
        let homeIndicator: CGFloat
        /// The top safe-area inset the device reports under iOS 14 and later, where it differs
        /// from `housing` (the iPhone XR's and 11's 48 points, 44 under iOS 13).
        var currentHousing: CGFloat?
        /// What the screen leaves out at each side: a TV's overscan band (0 on phones in
        /// portrait and on iPads).
        var sides: CGFloat = 0

        // Interface Builder's device ids with the safe-area insets UIKit reports on the phones
        // they stand for (screen sizes from Apple's Human Interface Guidelines, "Layout"; insets
        // as `view.safeAreaInsets` prints them, collected in useyourloaf.com's safe-area posts).
        // Portrait: top / bottom; landscape: left and right / bottom.
        //
        //   id          points     scale  phones                              portrait  landscape
        //   retina4_7   375 x 667  2      6, 7, 8, SE (2nd, 3rd)              20 / 0    0 / 0
        //   retina5_5   414 x 736  3      6, 7, 8 Plus                        20 / 0    0 / 0
        //   retina5_9   375 x 812  3      X, XS, 11 Pro                       44 / 34   44 / 21
        //                                  12 mini, 13 mini (from Xcode 14)    50 / 34
        //   retina6_1   414 x 896  2      XR, 11                              48 / 34   48 / 21 (44 before iOS 14)
        //   retina6_5   414 x 896  3      XS Max, 11 Pro Max                  44 / 34   44 / 21
        //   retina6_0   390 x 844  3      12, 12 Pro, 13, 13 Pro, 14          47 / 34   47 / 21
        //   retina6_7   428 x 926  3      12 Pro Max, 13 Pro Max, 14 Plus     47 / 34   47 / 21
        //   retina6_12  393 x 852  3      14 Pro, 15, 15 Pro, 16              59 / 34   59 / 21
        //   retina6_72  430 x 932  3      14 Pro Max, 15 Plus, 15 Pro Max     59 / 34   59 / 21
        //   retina6_3   402 x 874  3      16 Pro                              62 / 34   62 / 21
        //
        // (The 16 Pro Max's 62 / 34 is left out: no public file seen names its id.) Interface
        // Builder came to draw `retina5_9` as the 12 mini or 13 mini, 50 points from the top
        // (Google's ads examples, tools 23089 to 23094 and Xcode 15.0's: views under a navigation
        // bar stored 94 points down, 6 below where 44 puts them); from when is not known, and
        // it is taken to change with `retina6_1`'s inset (`currentHousingTools`). The status
        // bar of a phone with a sensor housing is as high as the housing's inset; on the others
        // it is 20 points, and landscape hides it.
        /// Interface Builder's device ids, by the figures their frames in the corpus show.
        static let known: [String: Device] = [
            "retina3_5": Device(width: 320, height: 480, scale: 2, statusBar: 20, housing: 0, homeIndicator: 0),
            "retina4_0": Device(width: 320, height: 568, scale: 2, statusBar: 20, housing: 0, homeIndicator: 0),
            "retina4_7": Device(width: 375, height: 667, scale: 2, statusBar: 20, housing: 0, homeIndicator: 0),
            "retina5_5": Device(width: 414, height: 736, scale: 3, statusBar: 20, housing: 0, homeIndicator: 0),
            "retina5_9": Device(
                width: 375, height: 812, scale: 3, statusBar: 44, housing: 44, homeIndicator: 34, currentHousing: 50),
            "retina6_1": Device(
                width: 414, height: 896, scale: 2, statusBar: 44, housing: 44, homeIndicator: 34, currentHousing: 48),
            "retina6_5": Device(width: 414, height: 896, scale: 3, statusBar: 44, housing: 44, homeIndicator: 34),
            "retina6_0": Device(width: 390, height: 844, scale: 3, statusBar: 47, housing: 47, homeIndicator: 34),
            "retina6_7": Device(width: 428, height: 926, scale: 3, statusBar: 47, housing: 47, homeIndicator: 34),
            "retina6_12": Device(width: 393, height: 852, scale: 3, statusBar: 59, housing: 59, homeIndicator: 34),
            "retina6_72": Device(width: 430, height: 932, scale: 3, statusBar: 59, housing: 59, homeIndicator: 34),
            "retina6_3": Device(width: 402, height: 874, scale: 3, statusBar: 62, housing: 62, homeIndicator: 34),
            "ipad9_7": Device(width: 768, height: 1024, scale: 2, statusBar: 20, housing: 0, homeIndicator: 0),
            "ipad10_5": Device(width: 834, height: 1112, scale: 2, statusBar: 20, housing: 0, homeIndicator: 0),
            "ipad12_9": Device(width: 1024, height: 1366, scale: 2, statusBar: 20, housing: 0, homeIndicator: 0),
        ]

        /// An Apple TV (`appleTV`): 1920 by 1080 points at scale 1, its safe area the TV's
        /// overscan band, which UIKit folds into tvOS's safe area (`UIScreen`'s
        /// `overscanCompensationInsets`): 60 points at the top and bottom and 80 at the sides, as
        /// Apple's tvOS guidelines ("Layout") give it. Tools before `tvSidesTools` simulate 90 at
        /// the sides: FocusTvButton's storyboard (14113) stores a view 380 points in from the safe
        /// area at x = 470, TVVLCPlayer's (14460) one 300 in at x = 390 ending 90 from the right,
        /// ParallaxView's (16097) its margins at 90 + 16; SasquatchTV's (19455) its margins at
        /// 80 + 16. Files of Xcode 8 name no device and simulate no band.
        static func appleTV(tools: Double?) -> Device {
            Device(
                width: 1920, height: 1080, scale: 1, statusBar: 0, housing: 60, homeIndicator: 60,
                sides: (tools ?? tvSidesTools) < tvSidesTools ? 90 : 80)
        }

        /// Xcode 12's tools, between the last seen simulating 90 points at a TV's sides (16097,
        /// Xcode 11.4) and the first seen simulating 80 (19455, Xcode 13): where in between the
        /// change came is not known.
        static let tvSidesTools: Double = 17000

        /// The first tools seen counting a phone's sensor housing and home indicator twice
        /// (Xcode 16.3's): GoMap's Panoramax storyboard (23727, retina6_12) stores its views
        /// below a safe area 118 / 68 points in (59 / 34 twice over), IQKeyboardManager's
        /// SpecialCase (24127, retina6_1) below one 96 / 68 in (48 / 34 twice over), in every
        /// scene, and NetNewsWire's Settings (24765, retina6_1) its navigation bar at y = 96.
        /// Xcode 16.0's tools (23094) still counted them once (a public retina6_0 launch screen
        /// centres its image in a 47 / 34 safe area), and a phone without a housing keeps its
        /// 20-point status bar (Kingfisher's Main storyboard, 23727, retina5_5).
        static let doubledInsetsTools: Double = 23727

        /// The first tools seen giving the iPhone XR and 11 (`retina6_1`) their current top
        /// inset of 48 points (`currentHousing`): Xcode 14's. JTAppleCalendar's and MarqueeLabel's
        /// storyboards (22154) place views 48 points below the top of the screen, and 92 below
        /// it under a navigation bar; Instructions' storyboard (20037, Xcode 13) still 44.
        static let currentHousingTools: Double = 21000

        /// The device as tools of `version` simulate it: from `currentHousingTools` on, a phone
        /// with a sensor housing has its current top inset; from `doubledInsetsTools` on, that
        /// inset and its home indicator twice over.
        func asSimulated(byTools version: Double?) -> Device {
            guard let version, housing > 0 else { return self }
            let current = version >= Device.currentHousingTools ? currentHousing ?? housing : housing
            guard version >= Device.doubledInsetsTools else {
                return Device(
                    width: width, height: height, scale: scale, statusBar: current, housing: current,
                    homeIndicator: homeIndicator)
            }
            let top = 2 * current
            return Device(
                width: width, height: height, scale: scale, statusBar: top, housing: top,
                homeIndicator: 2 * homeIndicator)
        }

        /// The screen's insets under a status bar (when shown) and bars of `top` and `bottom`
        /// points, for a view `viewHeight` high. A controller's view that does not extend under
        /// its bars (opaque bars, or older files) is stored that much shorter than the screen,
        /// with its origin at zero all the same: the bars it stops short of cover none of it.
        func insets(statusBar shown: Bool, top: CGFloat, bottom: CGFloat, viewHeight: CGFloat?) -> EdgeInsets {
            var insets = EdgeInsets(
                top: max(housing, shown ? statusBar : 0) + top, left: sides, bottom: homeIndicator + bottom,
                right: sides)
            if let viewHeight, viewHeight < height {
                let short = height - viewHeight
                if abs(short - insets.top - insets.bottom) < 0.5 {
                    (insets.top, insets.bottom) = (0, 0)
                } else if abs(short - insets.top) < 0.5 {
                    insets.top = 0
                } else if abs(short - insets.bottom) < 0.5 {
                    insets.bottom = 0
                }
            }
            return insets
        }
    }
}
