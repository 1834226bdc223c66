# A macro that expands itself forever (and twice per level: exponential if depth were unbounded).
	.macro	bomb
	bomb
	bomb
	.endm
	.text
	.globl	main
main:
	bomb
	xorl	%eax, %eax
	ret
	.section	.note.GNU-stack,"",@progbits
