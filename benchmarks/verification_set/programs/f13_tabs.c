/* Tabs expanded.  Input: free text of at most 10^6 bytes.  Lines end at newlines; a last line
   without a newline counts when it is not empty.  A line's display width counts one column for
   every byte but tabs and carriage returns; a tab moves on to the next tab stop (the columns
   8, 16, 24, ...: from column 0 to 3 it moves to 8, from 8 to 16) and a carriage return takes
   no column.  Output: a line "lines L tabs T"; a line "widest W line N" (W the largest width, N
   the first line that wide, counted from 1; "widest 0 line 0" when there is no line or every
   line is empty); a line "over80 K" with the number of lines wider than 80 columns; and a line
   "trailing B" with the number of lines whose last byte, carriage returns left out, is a space
   or a tab. */
#include <stdio.h>

int main(void) {
    long lines = 0, tabs = 0, widest = 0, widest_line = 0, over = 0, trailing = 0;
    long column = 0, length = 0;
    int last = 0;  /* the line's last byte that is not a carriage return */
    int c;
    do {
        c = getchar();
        if (c != EOF && c != '\n') {
            length++;
            if (c == '\r') continue;
            last = c;
            if (c == '\t') {
                tabs++;
                column = column / 8 * 8 + 8;
            } else {
                column++;
            }
            continue;
        }
        if (c == EOF && length == 0) break;
        lines++;
        if (column > widest) {
            widest = column;
            widest_line = lines;
        }
        if (column > 80) over++;
        if (last == ' ' || last == '\t') trailing++;
        column = 0;
        length = 0;
        last = 0;
    } while (c != EOF);
    printf("lines %ld tabs %ld\n", lines, tabs);
    printf("widest %ld line %ld\n", widest, widest_line);
    printf("over80 %ld\n", over);
    printf("trailing %ld\n", trailing);
    return 0;
}
