/** Saves the frame on screen as a PNG download named after the title and the time. */
export async function takeScreenshot(video: HTMLVideoElement, title: string): Promise<void> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) throw new Error('no frame');
  context.drawImage(video, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no frame');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  const safe = title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'tribune';
  link.download = `${safe}-${Math.floor(video.currentTime)}s.png`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
