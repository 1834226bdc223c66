/* Runs of a repeated word in a text.  Input: free text of at most 10^6 bytes.  A word is a
   longest run of the letters A-Z and a-z; two words are the same when they differ at most in
   the case of their letters.  A run is a longest sequence of consecutive words that are all
   the same, whatever bytes lie between them.  Output: per run of two or more words, in the
   order of the text, a line "WORD xN line L": WORD the first word of the run as written, N the
   words of the run and L the line of its first word (lines counted from 1, each newline ending
   one); then a last line "runs R longest N", R the runs of two or more words and N the most
   words of a run, or "runs 0" when there is no such run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int letter(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int fold(int c) {
    return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

static int same(const unsigned char *x, const unsigned char *y, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (fold(x[i]) != fold(y[i])) return 0;
    return 1;
}

int main(void) {
    size_t size = 1 << 16, n = 0, got;
    unsigned char *text = malloc(size);
    if (!text) return 1;
    while ((got = fread(text + n, 1, size - n, stdin)) > 0) {
        n += got;
        if (n == size) {
            size *= 2;
            unsigned char *more = realloc(text, size);
            if (!more) return 1;
            text = more;
        }
    }
    long runs = 0, longest = 0, line = 1;
    size_t start = 0, length = 0;  /* the first word of the current run */
    long words = 0, first_line = 0;  /* the words of the current run and its line */
    for (size_t i = 0; i <= n;) {
        if (i < n && !letter(text[i])) {
            if (text[i] == '\n') line++;
            i++;
            continue;
        }
        size_t j = i;
        while (j < n && letter(text[j])) j++;
        if (words > 0 && i < n && j - i == length && same(text + i, text + start, length)) {
            words++;
        } else {
            if (words >= 2) {
                fwrite(text + start, 1, length, stdout);
                printf(" x%ld line %ld\n", words, first_line);
                runs++;
                if (words > longest) longest = words;
            }
            start = i;
            length = j - i;
            words = 1;
            first_line = line;
        }
        if (i == n) break;
        i = j;
    }
    if (runs == 0) puts("runs 0");
    else printf("runs %ld longest %ld\n", runs, longest);
    free(text);
    return 0;
}
