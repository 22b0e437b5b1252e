/// The report page's behaviour: groups the embedded entries into snapshot families (a moved
/// golden joins its new image), lays out sections, the index and the cards (a card's pictures
/// are built when it scrolls near, and images load lazily), and handles the modes (changed
/// regions outlined; 1:1 zoom with the panes locked together), frames (the track marks which
/// changed), the filter (counts and commands follow it), keys, accept/reject decisions and
/// the approve commands, each saying what it writes and deletes.
enum ReportScript {
    static let source = #"""
    'use strict';
    const doc = JSON.parse(document.getElementById('report-data').textContent);
    const ORDER = ['changed', 'moved', 'added', 'removed', 'withinThreshold', 'unchanged'];
    const TITLES = {changed: 'Changed', moved: 'Moved', added: 'Added (no golden)', removed: 'Removed (golden only)',
                    withinThreshold: 'Changed within the threshold (passes)', unchanged: 'Unchanged'};
    const BADGES = {changed: 'changed', moved: 'moved', added: 'added', removed: 'removed', withinThreshold: 'passes', unchanged: 'unchanged'};
    const MODES = ['2-up', 'slide', 'blend', 'toggle', 'diff'];
    const el = (tag, attrs, ...kids) => {
      const e = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs || {})) {
        if (k === 'class') e.className = v; else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
        else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v);
      }
      for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k);
      return e;
    };
    const url = p => p.split('/').map(encodeURIComponent).join('/');
    const quote = s => /^[A-Za-z0-9@%_+=:,.\/-]+$/.test(s) ? s : "'" + s.replace(/'/g, "'\\''") + "'";
    const frameLabel = us => us === null ? 'still' : (us / 1000).toFixed(3).replace(/\.?0+$/, '') + ' ms';
    const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
    const size = s => { const m = /^(\d+)×(\d+)$/.exec(s || ''); return m ? [+m[1], +m[2]] : null; };
    const RANK = {changed: 0, moved: 1, added: 2, removed: 3, withinThreshold: 4, unchanged: 5};

    // Approve commands, and what each does: writes the actual image as the golden (changed,
    // added, moved), deletes goldens that have no actual image (removed, moved: --prune).
    function approveCommand(names, prune, dryRun) {
      return ['rowframe', 'approve', doc.golden, doc.actual, ...(prune ? ['--prune'] : []), ...(dryRun ? ['--dry-run'] : []), ...names]
        .map(quote).join(' ');
    }
    function effect(entries) {
      const writes = entries.filter(e => e.diff.status !== 'removed').length, deletes = entries.filter(e => e.diff.status === 'removed').length;
      const parts = [];
      if (writes) parts.push(`writes ${plural(writes, 'golden')}`);
      if (deletes) parts.push(`deletes ${plural(deletes, 'golden')} (--prune)`);
      return {text: parts.join(' and '), prune: deletes > 0};
    }
    function approveBox(label, entries, names) {
      const what = effect(entries);
      const command = approveCommand(names, what.prune, false), dry = approveCommand(names, what.prune, true);
      return el('details', {class: 'approve'}, el('summary', {}, `${label}: ${what.text}`),
        el('code', {class: 'run'}, command), el('button', {class: 'copy', onclick: ev => copy(command, ev.target)}, 'copy'),
        el('div', {class: 'dry'}, 'to see what it would do first:'),
        el('code', {class: 'dry-run'}, dry), el('button', {class: 'copy', onclick: ev => copy(dry, ev.target)}, 'copy'));
    }
    function copy(text, button) {
      const done = () => { button.textContent = 'copied'; setTimeout(() => button.textContent = 'copy', 1200); };
      if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, () => {}); else done();
    }

    // Families: light, dark and every frame of one snapshot. A moved golden (same bytes under a
    // new name) joins its new image in a family of its own.
    const moves = doc.moves || [];
    const movedFrom = new Map(moves.map(m => [m.to, m.from])), movedAway = new Set(moves.map(m => m.from));
    const byName = new Map(doc.entries.map(e => [e.diff.name, e]));
    const families = new Map();
    function familyOf(key, name) {
      if (!families.has(key)) families.set(key, {name, entries: []});
      return families.get(key);
    }
    for (const e of doc.entries) {
      if (movedAway.has(e.diff.name)) continue;
      if (movedFrom.has(e.diff.name)) {
        const from = byName.get(movedFrom.get(e.diff.name));
        const f = familyOf('moved:' + from.family + '→' + e.family, e.family);
        f.moved = true; f.from = from.family;
        e.movedFrom = from;
        f.entries.push(e);
      } else {
        familyOf(e.family, e.family).entries.push(e);
      }
    }
    function worst(entries) {
      return entries.reduce((s, e) => RANK[status(e)] < RANK[s] ? status(e) : s, 'unchanged');
    }
    function status(e) { return e.movedFrom ? 'moved' : e.diff.status; }
    const cards = [];
    for (const f of families.values()) {
      const s = new Set(f.entries.map(status));
      f.status = s.has('changed') || (s.has('added') && s.has('removed')) ? 'changed' : worst(f.entries);
      f.appearances = [...new Set(f.entries.map(e => e.appearance || ''))]
        .sort((a, b) => (a === 'light' ? 0 : a === 'dark' ? 1 : 2) - (b === 'light' ? 0 : b === 'dark' ? 1 : 2));
      f.frames = [...new Set(f.entries.map(e => e.frame))].sort((a, b) => (a ?? -1) - (b ?? -1));
      f.at = (appearance, frame) => f.entries.find(e => (e.appearance || '') === appearance && e.frame === frame);
      f.frameStatus = f.frames.map(t => worst(f.entries.filter(e => e.frame === t)));
      // Open at the first frame that fails; else the first that changed within the threshold.
      const failing = f.frameStatus.findIndex(s => RANK[s] <= RANK.removed);
      f.frame = failing >= 0 ? failing : Math.max(0, f.frameStatus.findIndex(s => s !== 'unchanged'));
      f.mode = '2-up';
      f.pending = f.entries.filter(e => e.diff.status !== 'unchanged').flatMap(e => e.movedFrom ? [e, e.movedFrom] : [e]);
    }

    // Decisions a reviewer makes as they go (accept / reject), kept in this browser per report.
    const storeKey = 'rowframe-review:' + JSON.stringify([doc.golden, doc.actual, doc.title, doc.entries.length]);
    let decisions = {};
    try { decisions = JSON.parse(localStorage.getItem(storeKey) || '{}') || {}; } catch (err) { decisions = {}; }
    function saveDecisions() { try { localStorage.setItem(storeKey, JSON.stringify(decisions)); } catch (err) { /* private mode */ } }

    // Header.
    const summaryEl = document.getElementById('summary'), approveAllEl = document.getElementById('approve-all');
    const reviewEl = document.getElementById('review');
    const sm = doc.summary;
    const counts = `${sm.changed} changed · ${sm.added} added · ${sm.removed} removed · ${sm.unchanged} unchanged` +
      (sm.withinThreshold ? ` · ${sm.withinThreshold} changed within the threshold` : '') + (moves.length ? ` (${plural(moves.length, 'image')} moved)` : '');
    document.getElementById('settings').replaceChildren(
      'golden folder ', el('code', {}, doc.golden), ' · actual folder ', el('code', {}, doc.actual),
      ` · threshold ${doc.threshold}` + (doc.includeAA ? ' · anti-aliasing counted' : '') +
      (doc.checkerboard ? '' : ' · blended on white') + (doc.tolerance ? ` · tolerance ${doc.tolerance}` : '') +
      (doc.exact ? ' · exact' : '') + (doc.ignore.length ? ` · ${plural(doc.ignore.length, 'ignored region')}` : '') +
      (doc.shards.length ? ` · shards ${doc.shards.join(', ')}` : ''));

    // Sections, index and cards.
    const sectionsEl = document.getElementById('sections'), indexEl = document.getElementById('index-sections');
    const sections = [];
    let cardCount = 0;
    for (const status of ORDER) {
      const list = [...families.values()].filter(f => f.status === status);
      if (!list.length) continue;
      const heading = el('h2', {}), indexCount = el('span', {class: 'count'});
      const section = el('section', {class: 'section', id: 'section-' + status, 'data-status': status}, heading);
      const items = el('ul');
      for (const f of list) {
        makeCard(f);
        f.link = el('a', {href: '#' + f.card.id, onclick: () => setCurrent(f, false)}, f.name);
        f.item = el('li', {}, f.link);
        items.append(f.item);
        cards.push(f);
        section.append(f.card);
      }
      const s = {status, list, section, heading, indexCount};
      if (status === 'unchanged') {
        s.shown = false;
        s.toggle = el('button', {class: 'copy', id: 'show-unchanged', onclick: () => { s.shown = !s.shown; applyFilter(); }});
        heading.after(s.toggle);
        indexEl.append(el('details', {}, el('summary', {}, TITLES[status] + ' · ', indexCount), items));
      } else {
        indexEl.append(el('h2', {}, el('span', {}, TITLES[status]), indexCount), items);
      }
      sections.push(s);
      sectionsEl.append(section);
    }
    const emptyEl = el('p', {class: 'empty', id: 'no-match', hidden: true});
    sectionsEl.append(emptyEl);
    if (!cards.length) sectionsEl.append(el('p', {class: 'empty'}, 'No images.'));

    function makeCard(f) {
      const id = 'f-' + (++cardCount);
      f.decisionEl = el('span', {class: 'decision'});
      const header = el('header', {}, el('h3', {}, f.moved ? `${f.from} → ${f.name}` : f.name),
        el('span', {class: 'badge ' + f.status}, BADGES[f.status]), f.decisionEl);
      if (f.pending.length) {
        header.append(el('span', {class: 'verdict'},
          el('button', {class: 'accept', title: 'accept (a)', onclick: ev => { ev.stopPropagation(); decide(f, 'accepted'); }}, '✓ accept'),
          el('button', {class: 'reject', title: 'reject (x)', onclick: ev => { ev.stopPropagation(); decide(f, 'rejected'); }}, '✗ reject')));
      }
      const card = el('article', {class: 'card', id, 'data-name': f.name, 'data-status': f.status}, header);
      f.card = card;
      card.addEventListener('click', () => setCurrent(f, false));
      f.body = el('div', {class: 'body'});
      card.append(f.body);
      if (f.pending.length) {
        const names = f.pending.map(e => e.diff.name);
        const label = f.moved ? 'Move the golden' : f.status === 'removed' ? 'Delete the golden' + (names.length === 1 ? '' : 's') : 'Approve';
        card.append(approveBox(label, f.pending, names));
      }
      showDecision(f);
      return card;
    }

    // A card's pictures are built when it comes near the viewport.
    const observer = new IntersectionObserver(list => {
      for (const o of list) if (o.isIntersecting) { const f = cards.find(c => c.card === o.target); if (f && !f.built) build(f); }
    }, {rootMargin: '800px 0px'});
    for (const f of cards) observer.observe(f.card);

    function isPair(e) { return e && e.diff.status !== 'unchanged' && e.pictures.golden && e.pictures.actual; }
    function build(f) {
      f.built = true;
      const controls = el('div', {class: 'controls'});
      if (f.entries.some(isPair)) {
        const modes = el('div', {class: 'modes', role: 'group'});
        MODES.forEach((m, i) => modes.append(el('button', {'data-mode': m, title: `${m} (${i + 1})`,
          class: m === f.mode ? 'on' : '', onclick: () => setMode(f, m)}, m)));
        controls.append(modes);
      }
      f.zoomButton = el('button', {class: 'zoom', title: 'actual pixels, panes locked together (z)', onclick: ev => { ev.stopPropagation(); setZoom(f, !f.zoom); }}, '1:1');
      controls.append(f.zoomButton);
      if (f.frames.length > 1) {
        f.scrubLabel = el('span', {});
        f.scrubber = el('input', {type: 'range', min: 0, max: f.frames.length - 1, value: f.frame,
          'aria-label': 'frame', oninput: ev => { f.frame = +ev.target.value; render(f); }});
        // The track marks each frame by what it holds: failing, passing, unchanged.
        const ticks = el('div', {class: 'ticks'}, f.frameStatus.map((s, i) => el('span', {class: 'tick ' + s, title: `${frameLabel(f.frames[i])}: ${BADGES[s]}`,
          style: `left:${f.frames.length === 1 ? 0 : i / (f.frames.length - 1) * 100}%`})));
        controls.append(el('label', {class: 'scrub'}, 'frame', el('span', {class: 'track'}, f.scrubber, ticks), f.scrubLabel));
      }
      f.columns = el('div', {class: 'columns'});
      f.body.append(controls, f.columns);
      render(f);
    }
    function setMode(f, m) {
      f.mode = m;
      if (!f.built) build(f);
      for (const b of f.body.querySelectorAll('.modes button')) b.classList.toggle('on', b.dataset.mode === m);
      render(f);
    }
    function setFrame(f, i) {
      if (!f.built) build(f);
      f.frame = Math.max(0, Math.min(f.frames.length - 1, i));
      if (f.scrubber) f.scrubber.value = f.frame;
      render(f);
    }
    function setZoom(f, on) {
      if (!f.built) build(f);
      f.zoom = on;
      f.card.classList.toggle('zoomed', on);
      f.zoomButton.classList.toggle('on', on);
      if (on) requestAnimationFrame(() => centerOnChange(f));
    }
    function img(src, alt, cls) { return el('img', {src: url(src), alt, loading: 'lazy', class: cls, decoding: 'async'}); }
    function render(f) {
      const t = f.frames[f.frame];
      if (f.scrubLabel) f.scrubLabel.textContent = `${f.frame + 1}/${f.frames.length} · ${frameLabel(t)} · ${BADGES[f.frameStatus[f.frame]]}`;
      // 2-up shows golden and actual side by side, so appearances stack: every image keeps the
      // size it has in the other modes.
      f.columns.classList.toggle('rows', f.mode === '2-up' && f.entries.some(isPair));
      f.shows = [];
      f.columns.replaceChildren(...f.appearances.map(a => column(f, a, f.at(a, t))));
      lockPanes(f);
      if (f.zoom) requestAnimationFrame(() => centerOnChange(f));
    }
    function column(f, appearance, e) {
      const col = el('div', {class: 'col ' + (appearance || 'plain'), 'data-appearance': appearance || 'none'},
        el('h4', {}, appearance || 'image'));
      if (!e) { col.append(el('p', {class: 'empty'}, 'no image at this frame')); return col; }
      const p = e.pictures, d = e.diff;
      let view;
      if (e.movedFrom) {
        view = el('div', {class: 'view single'}, pane(e, img(p.actual, 'moved')), el('div', {class: 'caption'}, `moved from ${e.movedFrom.diff.name} (the same file)`));
      } else if (d.status === 'unchanged') {
        view = el('div', {class: 'view single'}, pane(e, img(p.golden, 'unchanged')), el('div', {class: 'caption'}, 'unchanged'));
      } else if (!isPair(e)) {
        const src = p.actual || p.golden, label = d.status === 'added' ? 'new (no golden)' : 'removed (golden only)';
        view = el('div', {class: 'view single'}, pane(e, img(src, label)), el('div', {class: 'caption'}, label));
      } else {
        view = modeView(f, e);
      }
      col.append(view, el('p', {class: 'stats'}, stats(e)));
      return col;
    }
    function stats(e) {
      const d = e.diff;
      if (e.movedFrom) return `${d.name}: moved from ${e.movedFrom.diff.name}, the same bytes`;
      if (d.status === 'unchanged') return `${d.name}: identical`;
      if (d.status === 'added') return `${d.name}: new, ${d.actualSize}`;
      if (d.status === 'removed') return `${d.name}: golden only, ${d.goldenSize}`;
      if (d.goldenSize !== d.actualSize) return `${d.name}: size changed ${d.goldenSize} → ${d.actualSize}`;
      const line = `${d.name}: ${d.changedPixels} of ${d.totalPixels} pixels changed, ${d.differentPixels} beyond the threshold` +
        (d.antialiasedPixels ? `, ${d.antialiasedPixels} anti-aliasing` : '') + (d.regions.length ? ` in ${plural(d.regions.length, 'region')} (outlined)` : '');
      return d.status === 'withinThreshold' ? line + ' — within the threshold: passes' : line;
    }
    // A pane: the picture(s) on a canvas that carries the changed regions, scrollable at 1:1.
    function pane(e, ...pictures) {
      const canvas = el('div', {class: 'canvas'}, ...pictures);
      const wh = size(e.diff.actualSize || e.diff.goldenSize);
      if (wh && e.diff.status !== 'unchanged' && !e.movedFrom) {
        for (const [x, y, w, h] of e.diff.regions) {
          canvas.append(el('div', {class: 'region', style: `left:${x / wh[0] * 100}%;top:${y / wh[1] * 100}%;` +
            `width:${Math.max(w, 1) / wh[0] * 100}%;height:${Math.max(h, 1) / wh[1] * 100}%`}));
        }
      }
      const box = el('div', {class: 'pane'}, canvas);
      box.addEventListener('dblclick', ev => { ev.preventDefault(); const f = cards.find(c => c.card.contains(box)); if (f) setZoom(f, !f.zoom); });
      return box;
    }
    function modeView(f, e) {
      const p = e.pictures, mode = f.mode;
      const view = el('div', {class: 'view mode-' + mode, 'data-mode': mode});
      if (mode === '2-up') {
        view.append(el('div', {class: 'twoup'},
          el('figure', {}, pane(e, img(p.golden, 'golden')), el('figcaption', {}, 'golden')),
          el('figure', {}, pane(e, img(p.actual, 'actual')), el('figcaption', {}, 'actual'))));
      } else if (mode === 'slide') {
        // The actual shows right of a divider drawn on the picture; drag it, or use the slider.
        const top = img(p.actual, 'actual', 'top'), divider = el('div', {class: 'divider'}, el('span', {class: 'handle'}));
        const slider = el('input', {type: 'range', class: 'slider', min: 0, max: 100, value: f.slide ?? 50, 'aria-label': 'slide'});
        const place = v => { f.slide = v; top.style.clipPath = `inset(0 0 0 ${v}%)`; divider.style.left = v + '%'; slider.value = v; };
        slider.addEventListener('input', () => place(+slider.value));
        const stack = pane(e, img(p.golden, 'golden'), top, divider);
        stack.classList.add('stack');
        const canvas = stack.firstChild;
        let dragging = false;
        const follow = ev => { const r = canvas.getBoundingClientRect(); place(Math.round(Math.max(0, Math.min(1, (ev.clientX - r.left) / r.width)) * 1000) / 10); };
        canvas.addEventListener('pointerdown', ev => { dragging = true; canvas.setPointerCapture(ev.pointerId); follow(ev); ev.preventDefault(); });
        canvas.addEventListener('pointermove', ev => { if (dragging) follow(ev); });
        canvas.addEventListener('pointerup', () => { dragging = false; });
        place(f.slide ?? 50);
        view.append(stack, slider, el('div', {class: 'caption'}, 'golden ◀ drag the divider ▶ actual'));
      } else if (mode === 'blend') {
        const top = img(p.actual, 'actual', 'top');
        top.style.opacity = 0.5;
        const stack = pane(e, img(p.golden, 'golden'), top);
        stack.classList.add('stack');
        view.append(stack,
          el('input', {type: 'range', class: 'slider', min: 0, max: 100, value: 50, 'aria-label': 'blend',
            oninput: ev => top.style.opacity = ev.target.value / 100}),
          el('div', {class: 'caption'}, 'golden ↔ actual opacity'));
      } else if (mode === 'toggle') {
        // Golden or actual: flipped by a click, the t key, or while the pointer is over it.
        const top = img(p.actual, 'actual', 'top');
        const caption = el('div', {class: 'caption'});
        const show = actual => { top.style.visibility = actual ? 'visible' : 'hidden';
          caption.textContent = `showing ${actual ? 'actual' : 'golden'} · click, t or hover to flip`; };
        const stack = pane(e, img(p.golden, 'golden'), top);
        stack.classList.add('stack', 'toggle');
        // Light and dark flip together.
        f.shows.push(show);
        const showAll = actual => f.shows.forEach(s => s(actual));
        stack.addEventListener('click', ev => { ev.stopPropagation(); f.flip(); setCurrent(f, false); });
        stack.addEventListener('mouseenter', () => showAll(!f.toggled));
        stack.addEventListener('mouseleave', () => showAll(!!f.toggled));
        f.flip = () => { f.toggled = !f.toggled; showAll(f.toggled); };
        show(!!f.toggled);
        view.append(stack, caption);
      } else {
        view.append(p.diff ? pane(e, img(p.diff, 'diff')) : el('p', {class: 'empty'}, 'no diff image (the size changed)'),
          el('div', {class: 'caption'}, 'red: beyond the threshold · pale yellow: anti-aliasing (excused) · gray: unchanged · boxes: changed regions'));
      }
      return view;
    }

    // At 1:1 every pane of a card scrolls as one, opening on the first changed region.
    function lockPanes(f) {
      const panes = [...f.columns.querySelectorAll('.pane')];
      let syncing = false;
      for (const p of panes) {
        p.addEventListener('scroll', () => {
          if (syncing) return;
          syncing = true;
          for (const q of panes) if (q !== p) { q.scrollLeft = p.scrollLeft; q.scrollTop = p.scrollTop; }
          requestAnimationFrame(() => { syncing = false; });
        });
      }
    }
    function centerOnChange(f) {
      const e = f.entries.find(x => x.frame === f.frames[f.frame] && x.diff.regions.length);
      const panes = [...f.columns.querySelectorAll('.pane')];
      if (!e || !panes.length) return;
      const wh = size(e.diff.actualSize || e.diff.goldenSize), [x, y, w, h] = e.diff.regions[0];
      for (const p of panes) {
        const c = p.firstChild, sx = c.scrollWidth / wh[0], sy = c.scrollHeight / wh[1];
        p.scrollLeft = (x + w / 2) * sx - p.clientWidth / 2;
        p.scrollTop = (y + h / 2) * sy - p.clientHeight / 2;
      }
    }

    // Accept / reject as you go, and one command for exactly what was accepted.
    function decide(f, verdict) {
      if (verdict && decisions[f.name] !== verdict) decisions[f.name] = verdict; else delete decisions[f.name];
      saveDecisions();
      showDecision(f);
      updateReview();
    }
    function showDecision(f) {
      const d = decisions[f.name];
      f.card.classList.toggle('accepted', d === 'accepted');
      f.card.classList.toggle('rejected', d === 'rejected');
      f.decisionEl.textContent = d ? d : '';
    }
    function updateReview() {
      const reviewable = cards.filter(f => f.pending.length);
      if (!reviewable.length) { reviewEl.hidden = true; return; }
      const accepted = reviewable.filter(f => decisions[f.name] === 'accepted'), rejected = reviewable.filter(f => decisions[f.name] === 'rejected');
      const open = reviewable.length - accepted.length - rejected.length;
      const box = accepted.length ? approveBox(`Approve the ${plural(accepted.length, 'accepted snapshot')}`, accepted.flatMap(f => f.pending),
                                               accepted.flatMap(f => f.pending.map(e => e.diff.name))) : null;
      if (box) box.open = true;
      reviewEl.replaceChildren(el('p', {class: 'tally'}, `Review: ${accepted.length} accepted · ${rejected.length} rejected · ${open} to review`,
        el('span', {class: 'hint'}, ' (a accept · x reject · again to undo)')), ...(box ? [box] : []));
    }

    // Filter: cards, the index, the counts, "Show unchanged" and the approve-all command all
    // follow it.
    const filter = document.getElementById('filter');
    const matches = f => !filter.value.trim() || f.name.toLowerCase().includes(filter.value.trim().toLowerCase())
      || (f.from || '').toLowerCase().includes(filter.value.trim().toLowerCase());
    function applyFilter() {
      const q = filter.value.trim();
      let shown = 0;
      for (const s of sections) {
        const hits = s.list.filter(matches);
        const images = hits.reduce((n, f) => n + f.entries.length, 0);
        for (const f of s.list) {
          f.item.hidden = !matches(f);
          f.card.hidden = !matches(f) || (s.status === 'unchanged' && !s.shown);
        }
        const of = q ? ` of ${s.list.length}` : '';
        s.heading.textContent = `${TITLES[s.status]} · ${hits.length}${of} snapshot${s.list.length === 1 && !q ? '' : 's'}, ${plural(images, 'image')}`;
        s.indexCount.textContent = q ? `${hits.length}/${s.list.length}` : String(s.list.length);
        s.section.hidden = hits.length === 0;
        if (s.toggle) s.toggle.textContent = (s.shown ? 'Hide ' : 'Show ') + `${hits.length} unchanged`;
        shown += hits.length;
      }
      emptyEl.hidden = !(q && shown === 0);
      emptyEl.textContent = `No snapshot matches “${q}”.`;
      summaryEl.textContent = counts + (q ? ` — showing ${shown} of ${cards.length} snapshots matching “${q}”` : '');
      const pending = cards.filter(f => matches(f) && f.pending.length);
      approveAllEl.replaceChildren(...(pending.length
        ? [approveBox(q ? `Approve the ${plural(pending.length, 'snapshot')} shown` : 'Approve everything', pending.flatMap(f => f.pending),
                      q || pending.some(f => f.moved) ? pending.flatMap(f => f.pending.map(e => e.diff.name)) : [])]
        : []));
    }
    filter.addEventListener('input', applyFilter);
    applyFilter();
    updateReview();

    // Current card and keys.
    let current = null;
    function setCurrent(f, scroll) {
      if (current) { current.card.classList.remove('current'); current.link.classList.remove('current'); }
      current = f;
      f.card.classList.add('current'); f.link.classList.add('current');
      if (!f.built) build(f);
      if (scroll) f.card.scrollIntoView({block: 'start'});
    }
    function move(step, undecidedOnly) {
      const visible = cards.filter(f => !f.card.hidden && (!undecidedOnly || (f.pending.length && !decisions[f.name]) || f === current));
      if (!visible.length) return;
      const i = current ? visible.indexOf(current) : -1;
      setCurrent(visible[i < 0 ? (step > 0 ? 0 : visible.length - 1) : Math.max(0, Math.min(visible.length - 1, i + step))], true);
    }
    document.addEventListener('keydown', ev => {
      if (ev.target === filter) { if (ev.key === 'Escape') filter.blur(); return; }
      if (ev.metaKey || ev.ctrlKey || ev.altKey || ev.target.tagName === 'INPUT') return;
      if (ev.key === 'j') move(1);
      else if (ev.key === 'k') move(-1);
      else if (ev.key === '/') { ev.preventDefault(); filter.focus(); }
      else if (current && /^[1-5]$/.test(ev.key) && current.entries.some(isPair)) setMode(current, MODES[+ev.key - 1]);
      else if (current && ev.key === 'ArrowRight') setFrame(current, current.frame + 1);
      else if (current && ev.key === 'ArrowLeft') setFrame(current, current.frame - 1);
      else if (current && ev.key === 'z') setZoom(current, !current.zoom);
      else if (current && ev.key === 't' && current.mode === 'toggle' && current.flip) current.flip();
      else if (current && current.pending.length && (ev.key === 'a' || ev.key === 'x')) {
        const verdict = ev.key === 'a' ? 'accepted' : 'rejected', was = decisions[current.name];
        decide(current, verdict);
        if (was !== verdict) move(1, true);       // on to the next snapshot still to review
      }
      else return;
      ev.preventDefault();
    });
    """#
}
