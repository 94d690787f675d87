'use client';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

// Reads a label's Code 128 barcode (the SKU, src/lib/barcode) with the phone's or tablet's camera,
// through the browser's BarcodeDetector (Chrome and Edge on Android have it; many others do not). A USB or
// Bluetooth scanner needs none of this: it types the SKU into the search box and presses Enter.

type Detected = { rawValue: string };
type Detector = { detect(source: HTMLVideoElement): Promise<Detected[]> };
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> };

const detectorClass = () => (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
const LOOK_EVERY_MS = 200;

/** Whether this browser reads barcodes; null on the server and before the page runs. */
export function useScanSupport(): boolean | null {
  return useSyncExternalStore(
    () => () => {},
    () => detectorClass() !== undefined,
    () => null,
  );
}

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'The camera is blocked for this site. Allow it in the browser’s settings, or type the SKU.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device. Type the SKU instead.';
  if (name === 'NotReadableError') return 'Another app is using the camera. Close it and try again, or type the SKU.';
  return 'The camera could not start. Type the SKU instead.';
}

/** The camera's picture, read every 200 ms until a barcode shows; the camera stops when it closes. */
function CameraView({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(true);
  const found = useEffectEvent(onCode);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function start() {
      const Detector = detectorClass();
      const formats = await Detector?.getSupportedFormats?.();
      if (!Detector || (formats && !formats.includes('code_128'))) throw new Error('unsupported');
      // Plain http on a LAN has no camera at all: browsers give it to secure pages only.
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('insecure', 'SecurityError');
      const detector = new Detector({ formats: ['code_128'] });
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      setStarting(false);
      const look = async () => {
        if (stopped || !video.current) return;
        const codes = await detector.detect(video.current).catch(() => []);
        const code = codes.map((detected) => detected.rawValue.trim()).find(Boolean);
        if (code) found(code);
        else timer = setTimeout(look, LOOK_EVERY_MS);
      };
      await look();
    }
    start().catch((error: unknown) => {
      if (stopped) return;
      setStarting(false);
      setProblem(error instanceof Error && error.message === 'unsupported' ? 'This browser cannot read these barcodes. Type the SKU instead.' : cameraProblem(error));
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (problem)
    return (
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
        {problem}
      </p>
    );
  return (
    <div className="relative overflow-hidden rounded-lg bg-foreground">
      <video ref={video} muted playsInline aria-label="Camera picture" className="aspect-[4/3] w-full object-cover" />
      {/* Where the barcode goes. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-8 top-1/2 h-20 -translate-y-1/2 rounded-md border-2 border-background/90" />
      {starting ? (
        <div className="absolute inset-0 flex items-center justify-center text-background">
          <Spinner label="Starting the camera" className="size-6" />
        </div>
      ) : null}
    </div>
  );
}

/** "Scan a barcode": the camera in a dialog; the first code read is handed over and the dialog closes. */
export function ScanDialog({ open, onClose, onCode }: { open: boolean; onClose: () => void; onCode: (code: string) => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Scan a barcode</DialogTitle>
          <DialogDescription>Hold the label’s barcode inside the frame, about a hand’s width from the camera.</DialogDescription>
        </DialogHeader>
        {open ? (
          <CameraView
            onCode={(code) => {
              onClose();
              onCode(code);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
