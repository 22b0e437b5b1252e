"""Clicks through a RowFrame review report in headless Chromium (Playwright) at 1280 × 800 and
asserts what is visible. Usage: check.py REPORT_HTML CHROMIUM SCREENSHOT_DIR (run by
tools/report/check.sh, which builds the report from goldens and deliberate changes)."""
import sys
from playwright.sync_api import sync_playwright

report, chromium, shots = sys.argv[1:4]
failures = []


def check(ok, what):
    print(("ok:   " if ok else "FAIL: ") + what)
    if not ok:
        failures.append(what)


with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto("file://" + report)
    page.wait_for_load_state("load")

    summary = page.locator("#summary").inner_text()
    check(summary.startswith("10 changed · 4 added · 4 removed · 7 unchanged · 1 changed within the threshold (2 images moved)"),
          f"summary counts: {summary}")
    sections = page.locator("section.section").evaluate_all("s => s.map(x => x.dataset.status)")
    check(sections == ["changed", "moved", "added", "removed", "unchanged"], f"sections in order: {sections}")
    settings = page.locator("#settings")
    codes = settings.locator("code").all_inner_texts()
    check(settings.inner_text().startswith("golden folder ") and " · actual folder " in settings.inner_text() and len(codes) == 2,
          f"the header labels the folders: {settings.inner_text()}")
    page.screenshot(path=f"{shots}/00-page.png")

    card = page.locator('article.card[data-name="components/list-row@3x"]')
    check(card.count() == 1, "the list row's light and dark images are one card")
    card.scroll_into_view_if_needed()
    card.locator(".columns").wait_for()

    def col(c, appearance="light"):
        return c.locator(f'.col[data-appearance="{appearance}"]')

    def visible_views(c):
        return col(c).locator(".view").evaluate_all("vs => vs.filter(v => v.offsetParent !== null).map(v => v.dataset.mode || v.className)")

    def imgs(c):
        return col(c).locator("img").evaluate_all(
            "is => is.filter(i => i.offsetParent !== null && getComputedStyle(i).visibility !== 'hidden').map(i => i.alt)")

    def widths(c):
        return col(c).locator("img").evaluate_all("is => is.filter(i => i.offsetParent !== null).map(i => Math.round(i.getBoundingClientRect().width))")

    # 2-up: golden and actual side by side, each as wide as an image in the other modes
    # (appearances stack instead of sitting side by side).
    twoup_widths = widths(card)
    card.locator('.modes button[data-mode="diff"]').click()
    diff_widths = widths(card)
    check(len(twoup_widths) == 2 and abs(twoup_widths[0] - twoup_widths[1]) <= 1 and abs(twoup_widths[0] - diff_widths[0]) <= 2,
          f"2-up images are as wide as the diff's ({twoup_widths} vs {diff_widths})")
    card.locator('.modes button[data-mode="2-up"]').click()
    boxes = [col(card, a).bounding_box() for a in ("light", "dark")]
    check(boxes[1]["y"] > boxes[0]["y"] + boxes[0]["height"] - 1, "2-up: dark below light")
    for i, mode in enumerate(["2-up", "slide", "blend", "toggle", "diff"]):
        card.locator(f'.modes button[data-mode="{mode}"]').click()
        check(visible_views(card) == [mode], f"{mode}: only the {mode} view is visible ({visible_views(card)})")
        check(card.locator(".modes button.on").inner_text() == mode, f"{mode}: its button is on")
        want = {"2-up": ["golden", "actual"], "slide": ["golden", "actual"], "blend": ["golden", "actual"],
                "toggle": ["golden"], "diff": ["diff"]}[mode]
        check(imgs(card) == want, f"{mode}: images shown {imgs(card)}")
        if mode != "2-up":
            lb, db = col(card, "light").bounding_box(), col(card, "dark").bounding_box()
            check(abs(lb["y"] - db["y"]) < 2 and db["x"] > lb["x"] + lb["width"] - 1, f"{mode}: dark column to the right of light")
        colw = col(card).bounding_box()["width"]
        check(all(w <= colw for w in widths(card)), f"{mode}: images fit the column ({widths(card)} ≤ {colw:.0f})")
        regions = col(card).locator(".region").count()
        check(regions > 0, f"{mode}: the changed regions are outlined ({regions})")
        if mode == "slide":
            divider = col(card).locator(".divider")
            check(divider.count() == 1 and divider.is_visible(), "slide: a divider is drawn on the picture")
            canvas = col(card).locator(".canvas").bounding_box()
            page.mouse.move(canvas["x"] + canvas["width"] * 0.5, canvas["y"] + 20)
            page.mouse.down()
            page.mouse.move(canvas["x"] + canvas["width"] * 0.25, canvas["y"] + 20, steps=4)
            page.mouse.up()
            clip = col(card).locator('img[alt="actual"]').evaluate("i => i.style.clipPath")
            left = divider.evaluate("d => parseFloat(d.style.left)")
            check(abs(left - 25) < 2 and "25" in clip, f"slide: dragging the divider moves it and the clip ({left}%, {clip})")
            col(card).locator("input.slider").fill("70")
            check(abs(divider.evaluate("d => parseFloat(d.style.left)") - 70) < 0.5, "slide: the slider moves the divider too")
        if mode == "blend":
            col(card).locator("input.slider").fill("80")
            op = col(card).locator('img[alt="actual"]').evaluate("i => i.style.opacity")
            check(op == "0.8", f"blend: slider sets the actual's opacity ({op})")
        if mode == "toggle":
            stack = col(card).locator(".stack")
            stack.hover()
            check(imgs(card) == ["golden", "actual"], "toggle: hovering shows the actual")
            page.mouse.move(5, 5)
            check(imgs(card) == ["golden"], "toggle: leaving shows the golden again")
            stack.click()
            page.mouse.move(5, 5)
            check(imgs(card) == ["golden", "actual"], "toggle: a click flips to the actual")
            page.keyboard.press("t")
            check(imgs(card) == ["golden"], "toggle: t flips back")
        page.screenshot(path=f"{shots}/{i + 1:02d}-{mode}.png", clip=card.bounding_box())

    # The small change: outlined in diff mode, where the anti-aliasing is pale; z shows actual
    # pixels with the panes locked together, opening on the change.
    small = page.locator('article.card[data-name="small/people@3x"]')
    small.scroll_into_view_if_needed()
    small.locator(".columns").wait_for()
    small.click()
    page.keyboard.press("5")
    region = small.locator(".region").first.bounding_box()
    check(small.locator(".region").count() == 1 and region["width"] >= 1, f"diff: the 98-pixel change is outlined ({region})")
    page.screenshot(path=f"{shots}/07-small-change-diff.png", clip=small.bounding_box())
    page.keyboard.press("z")
    check("zoomed" in small.get_attribute("class"), "z zooms the current card to actual pixels")
    page.keyboard.press("1")
    natural = small.locator('img[alt="golden"]').evaluate("i => [Math.round(i.getBoundingClientRect().width), i.naturalWidth]")
    check(natural[0] == natural[1], f"1:1: the golden is drawn at its own width ({natural})")
    panes = small.locator(".pane")
    check(panes.count() == 2, "1:1: golden and actual panes")
    pos = panes.evaluate_all("ps => ps.map(p => [p.scrollLeft, p.scrollTop])")
    check(all(p == pos[0] for p in pos) and pos[0][0] > 300, f"1:1: both panes open on the change ({pos})")
    page.screenshot(path=f"{shots}/08-small-change-1to1.png", clip=small.bounding_box())
    panes.first.evaluate("p => { p.scrollLeft = 120; p.scrollTop = 40; }")
    page.wait_for_timeout(100)
    pos = panes.evaluate_all("ps => ps.map(p => [p.scrollLeft, p.scrollTop])")
    check(pos[1] == pos[0] == [120, 40], f"1:1: scrolling one pane scrolls the other ({pos})")
    page.keyboard.press("z")
    check("zoomed" not in small.get_attribute("class"), "z again fits the card")

    # Keys: clicking a card makes it current; j/k move between cards; 1-5 switch its mode.
    card.click()
    page.keyboard.press("j")
    nxt = page.locator("article.card.current").get_attribute("data-name")
    check(nxt == "motion/press@3x", f"j moves to the next card ({nxt})")
    page.keyboard.press("k")
    check(page.locator("article.card.current").get_attribute("data-name") == "components/list-row@3x", "k moves back")
    page.keyboard.press("5")
    check(visible_views(card) == ["diff"], "key 5 shows the diff")
    page.keyboard.press("1")
    check(visible_views(card) == ["2-up"], "key 1 shows 2-up")

    # The frame scrubber: marks what each frame holds, opens at the first failing frame, and
    # says a frame within the threshold passes.
    seq = page.locator('article.card[data-name="motion/press@3x"]')
    seq.scroll_into_view_if_needed()
    seq.locator(".scrub input").wait_for()
    ticks = seq.locator(".tick").evaluate_all("ts => ts.map(t => t.className.replace('tick ', ''))")
    check(ticks == ["unchanged", "changed", "changed", "changed"], f"the track marks each frame ({ticks})")
    label = seq.locator(".scrub span").last.inner_text()
    check(label.startswith("2/4 · 50 ms · changed"), f"the scrubber opens at the first changed frame ({label})")
    seq.locator(".scrub input").fill("0")
    stats = seq.locator(".stats").all_inner_texts()
    check(all("identical" in s for s in stats) and len(stats) == 2, f"frame 0 is unchanged in light and dark ({stats})")
    seq.locator(".scrub input").fill("3")
    stats = seq.locator(".stats").all_inner_texts()
    check(len(stats) == 2 and all("t300ms" in s and "changed" in s for s in stats), f"frame 4: both appearances move together ({stats})")
    page.screenshot(path=f"{shots}/09-sequence.png", clip=seq.bounding_box())
    shimmer = page.locator('article.card[data-name="motion/shimmer@3x"]')
    shimmer.scroll_into_view_if_needed()
    shimmer.locator(".scrub input").wait_for()
    ticks = shimmer.locator(".tick").evaluate_all("ts => ts.map(t => t.className.replace('tick ', ''))")
    check(ticks == ["unchanged", "withinThreshold", "changed"], f"shimmer track: unchanged, passes, changed ({ticks})")
    label = shimmer.locator(".scrub span").last.inner_text()
    check(label.startswith("3/3"), f"opens at the failing frame, not the passing one ({label})")
    shimmer.locator(".scrub input").fill("1")
    stat = shimmer.locator(".stats").first.inner_text()
    label = shimmer.locator(".scrub span").last.inner_text()
    check("passes" in stat and label.endswith("passes"), f"a frame within the threshold says it passes ({label}; {stat})")
    page.screenshot(path=f"{shots}/10-shimmer-passes.png", clip=shimmer.bounding_box())

    # Moved: one card, not a removed and an added one.
    moved = page.locator('section[data-status="moved"] article.card')
    check(moved.count() == 1 and moved.get_attribute("data-name") == "components/icons/icon-circle@3x", "the moved golden is one card")
    moved.scroll_into_view_if_needed()
    moved.locator(".columns").wait_for()
    caps = moved.locator(".caption").all_inner_texts()
    check(caps == ["moved from components/icon-circle.light@3x.png (the same file)", "moved from components/icon-circle.dark@3x.png (the same file)"],
          f"moved: says from where ({caps})")
    mv = moved.locator(".approve summary").inner_text()
    cmd = moved.locator(".approve code.run").text_content()
    check(mv == "Move the golden: writes 2 goldens and deletes 2 goldens (--prune)" and "--prune" in cmd and "components/icon-circle.light@3x.png" in cmd,
          f"moved: its command moves the golden ({mv}; {cmd})")
    names = page.locator("article.card").evaluate_all("cs => cs.map(c => c.dataset.name)")
    check("components/icon-circle@3x" not in names, "no removed card for the moved golden")
    page.screenshot(path=f"{shots}/11-moved.png", clip=moved.bounding_box())

    # Added and removed: one side, no mode buttons; removal says it deletes.
    for name, label in [("components/groups@3x", "new (no golden)"), ("components/analytics@3x", "removed (golden only)")]:
        c = page.locator(f'article.card[data-name="{name}"]')
        c.scroll_into_view_if_needed()
        c.locator(".columns").wait_for()
        check(c.locator(".modes").count() == 0, f"{name}: no mode buttons")
        caps = c.locator(".caption").all_inner_texts()
        check(caps == [label, label], f"{name}: one image per appearance, labelled ({caps})")
    rm = page.locator('article.card[data-name="components/analytics@3x"] .approve')
    check(rm.locator("summary").inner_text() == "Delete the goldens: deletes 2 goldens (--prune)", f"removed: says it deletes ({rm.locator('summary').inner_text()})")
    check("--prune" in rm.locator("code.run").text_content() and "--dry-run" in rm.locator("code.dry-run").text_content(),
          "removed: the command prunes, and a dry run is offered")
    cmd = card.locator(".approve code.run").text_content()
    check("components/list-row.dark@3x.png" in cmd and "components/list-row.light@3x.png" in cmd and "--prune" not in cmd,
          f"approve command for the card: {cmd}")
    everything = page.locator("#approve-all summary").inner_text()
    check(everything == "Approve everything: writes 15 goldens and deletes 4 goldens (--prune)", f"approve everything says what it does: {everything}")
    check("--dry-run" in page.locator("#approve-all code.dry-run").text_content(), "approve everything offers a dry run")

    # Accept and reject as you go; one command for exactly the accepted.
    card.click()
    page.keyboard.press("a")
    check("accepted" in card.get_attribute("class"), "a accepts the current card")
    after = page.locator("article.card.current").get_attribute("data-name")
    check(after != "components/list-row@3x", f"and moves on to the next to review ({after})")
    page.keyboard.press("x")
    check("rejected" in page.locator(f'article.card[data-name="{after}"]').get_attribute("class"), "x rejects")
    tally = page.locator("#review .tally").inner_text()
    check(tally.startswith("Review: 1 accepted · 1 rejected"), f"the tally counts decisions ({tally})")
    accepted_cmd = page.locator("#review code.run").text_content()
    check(accepted_cmd.split()[-2:] == ["components/list-row.dark@3x.png", "components/list-row.light@3x.png"],
          f"the accepted command names exactly the accepted images ({accepted_cmd})")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=f"{shots}/12-review.png", clip=page.locator("header#top").bounding_box())
    page.reload()
    page.wait_for_load_state("load")
    check("accepted" in page.locator('article.card[data-name="components/list-row@3x"]').get_attribute("class"),
          "decisions survive a reload")
    card = page.locator('article.card[data-name="components/list-row@3x"]')

    # Unchanged: collapsed until shown. The filter: cards, counts, "Show unchanged", approve-all.
    unchanged = page.locator('section[data-status="unchanged"] article.card')
    check(all(not unchanged.nth(i).is_visible() for i in range(unchanged.count())), "unchanged cards collapsed")
    page.locator("#show-unchanged").click()
    check(all(unchanged.nth(i).is_visible() for i in range(unchanged.count())), "shown on request")
    page.locator("#filter").fill("press")
    visible = page.locator("article.card").evaluate_all("cs => cs.filter(c => !c.hidden).map(c => c.dataset.name)")
    check(visible == ["motion/press@3x"], f"filter 'press' leaves one card ({visible})")
    heading = page.locator('section[data-status="changed"] h2').inner_text()
    check(heading.startswith("Changed · 1 of 4 snapshots"), f"section counts follow the filter ({heading})")
    check(page.locator("#show-unchanged").is_hidden() or page.locator("#show-unchanged").inner_text().endswith("0 unchanged"),
          "Show unchanged follows the filter")
    check(page.locator("#approve-all summary").inner_text().startswith("Approve the 1 snapshot shown"), "approve-all follows the filter")
    check("motion/press.dark@3x.t100ms.png" in page.locator("#approve-all code.run").text_content(), "and names what is shown")
    check("showing 1 of" in page.locator("#summary").inner_text(), "the summary says what is shown")
    page.screenshot(path=f"{shots}/13-filtered.png")
    page.locator("#filter").fill("nothing-like-this")
    check(page.locator("#no-match").is_visible() and "No snapshot matches" in page.locator("#no-match").inner_text(), "no match says so")
    check(page.locator("#approve-all summary").count() == 0, "nothing to approve when nothing matches")
    page.locator("#filter").fill("")
    page.screenshot(path=f"{shots}/14-full.png", full_page=True)

    srcs = page.locator("img").evaluate_all("is => is.map(i => [i.getAttribute('src'), i.loading])")
    check(all(s.startswith("images/") and l == "lazy" for s, l in srcs), f"{len(srcs)} images from images/, lazy")
    broken = page.locator("img").evaluate_all("is => is.filter(i => i.complete && i.naturalWidth === 0).length")
    check(broken == 0, "no broken images")
    check("null" not in page.locator("header#top").inner_text(), "no stray null in the header")
    check(not errors, f"no script errors {errors}")
    browser.close()

print(f"{'FAILED' if failures else 'passed'}: {len(failures)} failure(s); screenshots in {shots}")
sys.exit(1 if failures else 0)
