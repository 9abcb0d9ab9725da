#!/usr/bin/env python3
"""Prints an XLSX workbook as JSON for a QtTest: {sheet: {cell: {"formula": text or null, "value": cached}}}, the
sheets in their order under "sheets". Read with openpyxl twice: once for the formulas, once for the values the
writer cached beside them (what a spreadsheet shows before it recalculates)."""
import json, sys

import openpyxl

path = sys.argv[1]
formulas = openpyxl.load_workbook(path)
values = openpyxl.load_workbook(path, data_only=True)
out = {"sheets": formulas.sheetnames}
for name in formulas.sheetnames:
    cells = {}
    for row in formulas[name].iter_rows():
        for cell in row:
            if cell.value is None:
                continue
            text = cell.value if isinstance(cell.value, str) else None
            cells[cell.coordinate] = {
                "formula": text if text and text.startswith("=") else None,
                "value": values[name][cell.coordinate].value,
            }
    out[name] = cells
json.dump(out, sys.stdout, default=str, ensure_ascii=False)
