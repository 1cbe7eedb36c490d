/// The explorer page's script, hand-written and self-contained: routing by the URL fragment
/// (`#feature=Editor&view=lanes`, `#view=composition`), the feature list's type-ahead search,
/// opening a feature's page from its `<template>`, pan and zoom, the keyboard, and the lint
/// table's filters. It reads names only from `data-` attributes and writes them only as text.
enum ExplorerScript {
  static let javaScript = #"""
    (function () {
      "use strict";
      var links = Array.prototype.slice.call(document.querySelectorAll("#features a[data-feature]"));
      var byName = new Map();
      var byIndex = new Map();
      links.forEach(function (link) {
        byName.set(link.getAttribute("data-name"), link);
        byIndex.set(link.getAttribute("data-feature"), link);
      });
      var sections = Array.prototype.slice.call(document.querySelectorAll("main > section"));
      var tabs = Array.prototype.slice.call(document.querySelectorAll("header.top a.tab"));
      var featurePage = document.getElementById("feature-page");
      var search = document.getElementById("search");
      var featureCount = document.getElementById("feature-count");
      var pageTitle = document.title;
      var defaultView = sections[0].getAttribute("data-view");
      var lastView = defaultView;
      var current = null;

      function featureHash(name, view) {
        return "#feature=" + encodeURIComponent(name) + (view ? "&view=" + encodeURIComponent(view) : "");
      }

      function show(section) {
        sections.forEach(function (each) { each.hidden = each !== section; });
        section.querySelectorAll(".figure:not([hidden]) .picture").forEach(setUpPicture);
      }

      function markTab(view) {
        tabs.forEach(function (tab) {
          tab.classList.toggle("active", tab.getAttribute("data-view") === view);
        });
      }

      function route() {
        var params = new URLSearchParams(location.hash.slice(1));
        var feature = params.get("feature");
        var view = params.get("view");
        if (feature !== null) { openFeature(feature, view); return; }
        var section = sections.find(function (each) {
          return each !== featurePage && each.getAttribute("data-view") === view;
        }) || sections[0];
        current = null;
        links.forEach(function (link) { link.classList.remove("current"); });
        lastView = section.getAttribute("data-view");
        markTab(lastView);
        show(section);
        document.title = pageTitle;
      }

      function openFeature(name, view) {
        var link = byName.get(name);
        featurePage.textContent = "";
        markTab(null);
        links.forEach(function (each) { each.classList.toggle("current", each === link); });
        if (!link) {
          var missing = document.createElement("h2");
          missing.textContent = "No feature named " + name;
          featurePage.appendChild(missing);
          current = null;
          show(featurePage);
          return;
        }
        current = link;
        link.scrollIntoView({ block: "nearest" });
        var template = document.getElementById("feature-" + link.getAttribute("data-feature"));
        featurePage.appendChild(template.content.cloneNode(true));
        featurePage.querySelectorAll(".legend[data-legend]").forEach(function (place) {
          var legend = document.getElementById("legend-" + place.getAttribute("data-legend"));
          if (legend) { place.appendChild(legend.content.cloneNode(true)); }
        });
        var pictures = Array.prototype.slice.call(featurePage.querySelectorAll(".figure"));
        var chosen = pictures.find(function (picture) { return picture.getAttribute("data-view") === view; })
          || pictures.find(function (picture) { return picture.getAttribute("data-view") === "lanes"; })
          || pictures[0];
        pictures.forEach(function (picture) { picture.hidden = picture !== chosen; });
        featurePage.querySelectorAll(".tabs button").forEach(function (button) {
          button.classList.toggle("active", chosen && button.getAttribute("data-view") === chosen.getAttribute("data-view"));
        });
        document.title = name + " · " + pageTitle;
        show(featurePage);
      }

      function visibleLinks() {
        return links.filter(function (link) { return !link.parentElement.hidden && !link.closest("li.group").hidden; });
      }

      function filter() {
        var query = search.value.trim().toLowerCase();
        var found = 0;
        document.querySelectorAll("#features li.group").forEach(function (group) {
          var hits = 0;
          group.querySelectorAll("a[data-feature]").forEach(function (link) {
            var hit = query === "" || link.getAttribute("data-name").toLowerCase().indexOf(query) !== -1;
            link.parentElement.hidden = !hit;
            if (hit) { hits += 1; }
          });
          group.hidden = hits === 0;
          var count = group.querySelector(".count");
          if (count) {
            count.textContent = query === "" ? count.getAttribute("data-total")
              : hits + " of " + count.getAttribute("data-total");
          }
          found += hits;
        });
        var total = featureCount.getAttribute("data-total");
        featureCount.textContent = query === "" ? total + " features" : found + " of " + total + " features";
      }

      function step(offset) {
        var visible = visibleLinks();
        if (visible.length === 0) { return; }
        var index = visible.indexOf(current);
        var next = index === -1 ? (offset > 0 ? 0 : visible.length - 1)
          : Math.max(0, Math.min(visible.length - 1, index + offset));
        location.hash = featureHash(visible[next].getAttribute("data-name"));
      }

      function cyclePicture(offset) {
        if (current) {
          var buttons = Array.prototype.slice.call(featurePage.querySelectorAll(".tabs button"));
          var at = buttons.findIndex(function (button) { return button.classList.contains("active"); });
          var next = buttons[(at + offset + buttons.length) % buttons.length];
          if (next) { location.hash = featureHash(current.getAttribute("data-name"), next.getAttribute("data-view")); }
        } else {
          var at2 = tabs.findIndex(function (tab) { return tab.classList.contains("active"); });
          var tab = tabs[(at2 + offset + tabs.length) % tabs.length];
          if (tab) { location.hash = tab.getAttribute("href"); }
        }
      }

      function visiblePicture() {
        return sections.filter(function (section) { return !section.hidden; })
          .map(function (section) { return section.querySelector(".figure:not([hidden]) .picture"); })[0];
      }

      // Below this many pixels per point of the picture, a start at fit is not readable; a
      // readable start shows this many.
      var minimumReadableScale = 0.45;
      var readableScale = 0.9;

      function setUpPicture(picture) {
        if (picture.zoom) { return; }
        var svgs = Array.prototype.slice.call(picture.querySelectorAll("svg"));
        if (svgs.length === 0) { return; }
        var original = svgs[0].getAttribute("viewBox");
        var base = original.trim().split(/[\s,]+/).map(Number);
        var home = { x: base[0], y: base[1], w: base[2], h: base[3] };
        var box = { x: home.x, y: home.y, w: home.w, h: home.h };
        var drag = null;
        function apply() {
          var value = box.x + " " + box.y + " " + box.w + " " + box.h;
          svgs.forEach(function (svg) { svg.setAttribute("viewBox", value); });
        }
        function shown() {
          return svgs.find(function (svg) { return svg.getBoundingClientRect().width > 0; }) || svgs[0];
        }
        function toPicture(x, y) {
          var svg = shown();
          var point = svg.createSVGPoint();
          point.x = x;
          point.y = y;
          return point.matrixTransform(svg.getScreenCTM().inverse());
        }
        function zoom(factor, x, y) {
          var width = box.w * factor;
          if (width < home.w / 40 || width > home.w * 4) { return; }
          var rect = picture.getBoundingClientRect();
          var at = toPicture(x === undefined ? rect.left + rect.width / 2 : x,
            y === undefined ? rect.top + rect.height / 2 : y);
          box = { x: at.x - (at.x - box.x) * factor, y: at.y - (at.y - box.y) * factor, w: width, h: box.h * factor };
          apply();
        }
        function fit() {
          box = { x: home.x, y: home.y, w: home.w, h: home.h };
          svgs.forEach(function (svg) { svg.setAttribute("viewBox", original); });
        }
        picture.addEventListener("wheel", function (event) {
          event.preventDefault();
          zoom(Math.exp(Math.max(-1, Math.min(1, event.deltaY * 0.002))), event.clientX, event.clientY);
        }, { passive: false });
        picture.addEventListener("pointerdown", function (event) {
          if (event.button !== 0) { return; }
          drag = { x: event.clientX, y: event.clientY, box: box, scale: shown().getScreenCTM().a, moved: false };
        });
        picture.addEventListener("pointermove", function (event) {
          if (!drag) { return; }
          var dx = event.clientX - drag.x;
          var dy = event.clientY - drag.y;
          if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 4) { return; }
          if (!drag.moved) { picture.setPointerCapture(event.pointerId); }
          drag.moved = true;
          picture.classList.add("dragging");
          box = { x: drag.box.x - dx / drag.scale, y: drag.box.y - dy / drag.scale, w: drag.box.w, h: drag.box.h };
          apply();
        });
        function endDrag(event) {
          if (drag && drag.moved) {
            picture.dragged = true;
            setTimeout(function () { picture.dragged = false; }, 0);
          }
          drag = null;
          picture.classList.remove("dragging");
        }
        picture.addEventListener("pointerup", endDrag);
        picture.addEventListener("pointercancel", endDrag);
        picture.zoom = { by: zoom, fit: fit };
        var toolbar = document.createElement("div");
        toolbar.className = "toolbar";
        [["fit", "fit", fit], ["+", "zoom in", function () { zoom(1 / 1.25); }],
          ["\u2212", "zoom out", function () { zoom(1.25); }]].forEach(function (spec) {
          var button = document.createElement("button");
          button.type = "button";
          button.textContent = spec[0];
          button.title = spec[1];
          button.setAttribute("data-zoom", spec[1]);
          button.addEventListener("click", spec[2]);
          toolbar.appendChild(button);
        });
        var hint = document.createElement("span");
        hint.textContent = "wheel to zoom, drag to pan; click a feature to open it";
        toolbar.appendChild(hint);
        picture.parentElement.insertBefore(toolbar, picture);
        if (startReadable()) {
          hint.textContent = "shown at a size to read, from its first feature: fit (f) shows the "
            + "whole picture; wheel to zoom, drag to pan; click a feature to open it";
        }

        // A whole-app picture whose text at fit would be smaller than a person reads (a big app's
        // composition) starts at a readable size, its first feature (the root) at the left edge,
        // centred across; fit shows it whole.
        function startReadable() {
          var rect = picture.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) { return false; }
          var fitScale = Math.min(rect.width / home.w, rect.height / home.h);
          if (fitScale >= minimumReadableScale || picture.closest("#feature-page")) { return false; }
          var first = shown().querySelector("g[data-feature]");
          if (!first) { return false; }
          var place = first.getBoundingClientRect();
          var anchor = toPicture(place.left + place.width / 2, place.top + place.height / 2);
          var width = rect.width / readableScale;
          var height = rect.height / readableScale;
          var x = Math.max(home.x, Math.min(anchor.x - width * 0.1, home.x + home.w - width));
          var y = Math.max(home.y, Math.min(anchor.y - height / 2, home.y + home.h - height));
          box = { x: x, y: y, w: width, h: height };
          apply();
          picture.setAttribute("data-start", "readable");
          return true;
        }
      }

      document.addEventListener("click", function (event) {
        var node = event.target.closest ? event.target.closest("g[data-feature]") : null;
        if (node) {
          var picture = node.closest(".picture");
          if (picture && picture.dragged) { return; }
          var link = byIndex.get(node.getAttribute("data-feature"));
          if (link) { location.hash = featureHash(link.getAttribute("data-name")); }
          return;
        }
        var button = event.target.closest ? event.target.closest(".tabs button") : null;
        if (button && current) {
          location.hash = featureHash(current.getAttribute("data-name"), button.getAttribute("data-view"));
        }
      });

      search.addEventListener("input", filter);
      search.addEventListener("keydown", function (event) {
        if (event.key === "Enter") {
          var first = visibleLinks()[0];
          if (first) { location.hash = featureHash(first.getAttribute("data-name")); }
        }
      });

      document.addEventListener("keydown", function (event) {
        if (event.ctrlKey || event.metaKey || event.altKey) { return; }
        var typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement;
        if (event.key === "Escape") {
          if (typing) {
            event.target.value = "";
            event.target.dispatchEvent(new Event("input"));
            event.target.blur();
          } else if (current) {
            location.hash = "#view=" + encodeURIComponent(lastView);
          }
          return;
        }
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          if (typing && event.target !== search) { return; }
          event.preventDefault();
          step(event.key === "ArrowDown" ? 1 : -1);
          return;
        }
        if (typing) { return; }
        var picture = visiblePicture();
        switch (event.key) {
          case "/": event.preventDefault(); search.focus(); search.select(); break;
          case "ArrowRight": cyclePicture(1); break;
          case "ArrowLeft": cyclePicture(-1); break;
          case "+": case "=": if (picture && picture.zoom) { picture.zoom.by(1 / 1.25); } break;
          case "-": if (picture && picture.zoom) { picture.zoom.by(1.25); } break;
          case "0": case "f": if (picture && picture.zoom) { picture.zoom.fit(); } break;
        }
      });

      var lintFilter = document.getElementById("lint-filter");
      var lintSeverity = document.getElementById("lint-severity");
      function filterFindings() {
        var query = lintFilter.value.trim().toLowerCase();
        var severity = lintSeverity.value;
        var shown = 0;
        document.querySelectorAll("#view-lint tbody tr").forEach(function (row) {
          var hit = (severity === "" || row.getAttribute("data-severity") === severity)
            && (query === "" || row.getAttribute("data-text").indexOf(query) !== -1);
          row.hidden = !hit;
          if (hit) { shown += 1; }
        });
        document.getElementById("lint-shown").textContent = String(shown);
      }
      if (lintFilter) {
        lintFilter.addEventListener("input", filterFindings);
        lintSeverity.addEventListener("change", filterFindings);
      }

      window.addEventListener("hashchange", route);
      route();
    })();
    """#
}
