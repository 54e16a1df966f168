#!/usr/bin/env python3
"""Writes a synthetic storyboard of about SIZE bytes: scenes of a stack of labeled rows with
switches, text fields and constraints to the safe area and margins, variations included, in the
form Xcode writes (toolsVersion 22505, retina6_12)."""
import sys

def ident(n, k):
    return f"{n:03d}-{k:02d}-{chr(65 + n % 26)}{chr(97 + k % 26)}Z"

def scene(n, rows):
    root, stack, guide = ident(n, 0), ident(n, 1), ident(n, 2)
    out = [f'''        <scene sceneID="{ident(n, 90)}">
            <objects>
                <viewController storyboardIdentifier="Scene{n}" id="{ident(n, 91)}" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{root}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{stack}">
                                <rect key="frame" x="16" y="79" width="361" height="{rows * 39 - 8}"/>
                                <subviews>''']
    for r in range(rows):
        row, label, switch = ident(n, 10 + 3 * r), ident(n, 11 + 3 * r), ident(n, 12 + 3 * r)
        out.append(f'''                                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{row}">
                                        <rect key="frame" x="0.0" y="{r * 39}" width="361" height="31"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Setting number {r}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{label}">
                                                <rect key="frame" x="0.0" y="5.5" width="304" height="20.5"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="{switch}">
                                                <rect key="frame" x="312" y="0.0" width="51" height="31"/>
                                            </switch>
                                        </subviews>
                                        <variation key="heightClass=compact" spacing="16"/>
                                    </stackView>''')
    out.append(f'''                                </subviews>
                            </stackView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="{guide}"/>
                        <constraints>
                            <constraint firstItem="{stack}" firstAttribute="top" secondItem="{guide}" secondAttribute="top" constant="20" id="{ident(n, 80)}">
                                <variation key="heightClass=compact" constant="8"/>
                            </constraint>
                            <constraint firstItem="{stack}" firstAttribute="leading" secondItem="{root}" secondAttribute="leadingMargin" id="{ident(n, 81)}"/>
                            <constraint firstAttribute="trailingMargin" secondItem="{stack}" secondAttribute="trailing" id="{ident(n, 82)}"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{ident(n, 92)}" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="{n * 400}" y="0.0"/>
        </scene>''')
    return "\n".join(out)

def main():
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    head = '''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>'''
    parts, total, n = [head], len(head), 0
    while total < size:
        text = scene(n, 12)
        parts.append(text)
        total += len(text) + 1
        n += 1
    parts.append("    </scenes>\n</document>\n")
    sys.stdout.write("\n".join(parts))

main()
